import { Languages } from 'lucide-react';
import { Suspense, use, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@portal/contracts';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { formatDate } from '../../../lib/format';
import { currentLanguage, directionOf } from '../../../lib/i18n';
import type { LegalDocumentName } from '../content/legal-document';
import { loadLegalDocument } from '../content/load-legal-document';

/**
 * A legal document in the portal's language, fetched lazily. German is the binding version (decision 280): in
 * every other language a note says so, and a button switches the document to German and back. The page chrome
 * stays in the portal's language; the article carries the language and direction of the text it shows.
 */
export function LegalPage({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation('legal');
  const language = currentLanguage();
  const [germanRequested, setGermanRequested] = useState(false);
  const [switching, startSwitch] = useTransition();
  const shown: Locale = germanRequested ? 'de' : language;

  return (
    <PageContainer width="text">
      <div className="rounded-3xl border border-ink-200 bg-white px-5 py-8 shadow-card sm:px-10 sm:py-12">
        {language !== 'de' && (
          <div className="mb-8 flex flex-col gap-3 rounded-2xl bg-primary-50 px-4 py-3 text-sm text-primary-900 sm:flex-row sm:items-center">
            <p className="flex flex-1 items-start gap-3">
              <Languages className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('bindingNotice')}
            </p>
            <button
              type="button"
              aria-busy={switching || undefined}
              className="shrink-0 self-start rounded-full border border-primary-300 bg-white px-4 py-2 font-semibold text-primary-800 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 sm:self-auto"
              onClick={() => startSwitch(() => setGermanRequested((german) => !german))}
            >
              {germanRequested ? t('showTranslation') : t('showGerman')}
            </button>
          </div>
        )}
        <Suspense fallback={<SectionLoading spacious />}>
          <LegalArticle name={name} locale={shown} />
        </Suspense>
      </div>
    </PageContainer>
  );
}

function LegalArticle({ name, locale }: { name: LegalDocumentName; locale: Locale }) {
  const { t, i18n } = useTranslation('legal');
  const doc = use(loadLegalDocument(name, locale));
  // Chrome texts are in the portal's language, which differs from the article's while German is shown.
  const chrome = { lang: i18n.language, dir: i18n.dir() };

  return (
    <article lang={locale} dir={directionOf(locale)}>
      <p {...chrome} className="text-sm font-semibold text-primary-700">
        {t('eyebrow')}
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight break-words hyphens-auto text-ink-900 sm:text-3xl">
        {doc.title}
      </h1>
      <p className="mt-2 text-sm text-ink-500">
        <span {...chrome}>{t('updated')}</span> <bdi>{formatDate(doc.updated)}</bdi>
      </p>

      {doc.intro && <p className="mt-6 text-ink-700">{doc.intro}</p>}

      <nav aria-label={t('contents')} className="mt-8 rounded-2xl bg-ink-50 p-5">
        <p {...chrome} className="text-sm font-semibold text-ink-900">
          {t('contents')}
        </p>
        <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                className="text-start text-sm text-primary-800 underline-offset-4 hover:underline"
                onClick={() => {
                  // No fragment in the address: any fragment but `#motivation` counts as a login answer.
                  const target = window.document.getElementById(`legal-${section.id}`);
                  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  target?.focus({ preventScroll: true });
                }}
              >
                {section.heading}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {doc.sections.map((section) => (
          <section key={section.id} aria-labelledby={`legal-${section.id}`}>
            <h2
              id={`legal-${section.id}`}
              tabIndex={-1}
              className="scroll-mt-24 text-lg font-semibold text-ink-900 outline-none"
            >
              {section.heading}
            </h2>
            {section.lines && (
              <address className="mt-3 text-ink-700 not-italic">
                {section.lines.map((line) => (
                  <span key={line} className="block [overflow-wrap:anywhere]">
                    {line}
                  </span>
                ))}
              </address>
            )}
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink-700">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-1.5 ps-6 text-ink-700 marker:text-primary-400">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
