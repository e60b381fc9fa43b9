/**
 * The CV templates' markup (decision 226): semantic HTML with the fixed `cv-…` classes of `CV_CLASS_NAMES`, the
 * same for the live preview and the PDF (the server sanitises and prints exactly this). Both templates share the
 * structure; `cvTemplateCss(template)` lays it out as one column (classic) or with a coloured sidebar (modern).
 * No hooks: the texts come in as `t`, so the markup renders the same inside and outside React's tree.
 */
import type { CvDraft } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';

/** `2021-03` → `03/2021` (periods on a CV, decision 226). */
export function cvMonth(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[2]}/${match[1]}` : '';
}

function period(t: TFunction, start: string, end: string | null): string {
  const from = cvMonth(start);
  const to = end ? cvMonth(end) : t('cv-generator:document.present');
  if (!from) return end ? to : '';
  return from === to ? from : `${from} – ${to}`;
}

const filled = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

function Section({ kind, title, children }: { kind: string; title: string; children: ReactNode }) {
  return (
    <section className={`cv-section cv-section--${kind}`}>
      <h2 className="cv-heading">{title}</h2>
      {children}
    </section>
  );
}

interface EntryView {
  title: string;
  organisation: string;
  period: string;
  text: string | null | undefined;
}

function Entries({ entries }: { entries: EntryView[] }) {
  return (
    <ol className="cv-entries">
      {entries.map((entry, index) => (
        <li key={index} className="cv-entry">
          <div className="cv-entry-head">
            <h3 className="cv-entry-title">{entry.title}</h3>
            {entry.period && (
              <p className="cv-entry-period">
                <bdi dir="ltr">{entry.period}</bdi>
              </p>
            )}
          </div>
          {entry.organisation && <p className="cv-entry-org">{entry.organisation}</p>}
          {filled(entry.text) && <p className="cv-entry-text">{entry.text.trim()}</p>}
        </li>
      ))}
    </ol>
  );
}

const joined = (...parts: Array<string | null | undefined>) =>
  parts
    .filter(filled)
    .map((p) => p.trim())
    .join(' · ');

export interface CvDocumentProps {
  draft: CvDraft;
  t: TFunction;
  /** Text direction and language of the CV (the UI language's). */
  dir: 'ltr' | 'rtl';
  lang: string;
  /** Preview only: grey hints where the draft is still empty (never in the printed CV). */
  placeholders?: boolean;
}

export function CvDocument({ draft, t, dir, lang, placeholders = false }: CvDocumentProps) {
  const { profile, knowledge } = draft;
  const name = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();
  const address = [profile.street, joined(profile.postalCode, profile.city).replace(' · ', ' ')]
    .filter(filled)
    .join(', ');
  // Addresses, numbers and dates keep their left-to-right order inside a right-to-left CV (`ltr`).
  const facts: Fact[] = (
    [
      [t('cv-generator:document.email'), profile.email, true],
      [t('cv-generator:document.phone'), profile.phone, true],
      [t('cv-generator:document.address'), address, false],
      [t('cv-generator:document.birthday'), formatDate(profile.birthday ?? null), true],
      [t('cv-generator:document.nationality'), profile.nationality, false],
      [t('cv-generator:document.drivingLicence'), knowledge.drivingLicence, false],
    ] as Array<[string, string | null | undefined, boolean]>
  ).filter((fact): fact is Fact => filled(fact[1]));

  const experience = draft.experience.map((entry) => ({
    title: entry.position,
    organisation: joined(entry.employer, entry.location),
    period: period(t, entry.startMonth, entry.endMonth ?? null),
    text: entry.description,
  }));
  const education = draft.education.map((entry) => ({
    title: entry.degree,
    organisation: joined(entry.institution, entry.location),
    period: period(t, entry.startMonth, entry.endMonth ?? null),
    text: entry.description,
  }));
  const languages = knowledge.languages.filter((language) => filled(language.name));
  const skills = knowledge.skills.filter((skill) => filled(skill.name));

  return (
    <article className={`cv cv--${draft.template}`} dir={dir} lang={lang}>
      <header className="cv-header">
        {profile.photo && (
          <img className="cv-photo" src={profile.photo} alt={t('cv-generator:document.photoAlt', { name })} />
        )}
        <div className="cv-identity">
          <h1 className="cv-name">
            {name ||
              (placeholders ? (
                <span className="cv-empty">{t('cv-generator:document.namePlaceholder')}</span>
              ) : (
                ''
              ))}
          </h1>
          {filled(profile.headline) && <p className="cv-headline">{profile.headline.trim()}</p>}
        </div>
      </header>
      <div className="cv-body">
        <div className="cv-side">
          {facts.length > 0 && (
            <Section kind="personal" title={t('cv-generator:document.personal')}>
              <dl className="cv-facts">
                {facts.map(([label, value, ltr]) => (
                  <FactRow key={label} label={label} value={value} ltr={ltr} />
                ))}
              </dl>
            </Section>
          )}
          {languages.length > 0 && (
            <Section kind="languages" title={t('cv-generator:document.languages')}>
              <ul className="cv-list">
                {languages.map((language, index) => (
                  <li key={index}>
                    <span className="cv-item-name">{language.name}</span>
                    <span className="cv-item-detail">{t(`cv-generator:levels.${language.level}`)}</span>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {skills.length > 0 && (
            <Section kind="skills" title={t('cv-generator:document.skills')}>
              <ul className="cv-tags">
                {skills.map((skill, index) => (
                  <li key={index} className="cv-tag">
                    {skill.name}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {filled(draft.hobbies) && (
            <Section kind="hobbies" title={t('cv-generator:document.hobbies')}>
              <p className="cv-hobbies">{draft.hobbies.trim()}</p>
            </Section>
          )}
        </div>
        <div className="cv-main">
          {filled(profile.summary) && (
            <Section kind="summary" title={t('cv-generator:document.summary')}>
              <p className="cv-summary">{profile.summary.trim()}</p>
            </Section>
          )}
          {(experience.length > 0 || placeholders) && (
            <Section kind="experience" title={t('cv-generator:document.experience')}>
              {experience.length > 0 ? (
                <Entries entries={experience} />
              ) : (
                <p className="cv-empty">{t('cv-generator:document.experiencePlaceholder')}</p>
              )}
            </Section>
          )}
          {(education.length > 0 || placeholders) && (
            <Section kind="education" title={t('cv-generator:document.education')}>
              {education.length > 0 ? (
                <Entries entries={education} />
              ) : (
                <p className="cv-empty">{t('cv-generator:document.educationPlaceholder')}</p>
              )}
            </Section>
          )}
        </div>
      </div>
    </article>
  );
}

type Fact = [label: string, value: string, ltr: boolean];

function FactRow({ label, value, ltr }: { label: string; value: string; ltr: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{ltr ? <bdi dir="ltr">{value.trim()}</bdi> : value.trim()}</dd>
    </>
  );
}
