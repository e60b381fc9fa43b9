import { LANGUAGE_LEVELS, type Account, type PathStepStatus, type Unit } from '@portal/contracts';
import { ArrowRight, PartyPopper } from 'lucide-react';
import { BackButton, formatDecimal } from '../../../../components/form';
import { formatMonth } from '../../../../lib/format';
import { stepPath } from '../../utils/step-paths';
import { ABILITIES_SUB_STEPS, abilitiesCompletion, type AbilitiesSubStep } from '../../utils/sub-steps';
import { ButtonLink, Notice } from '../step-page';
import { SummaryList, type SummaryItem } from '../summary-list';
import { languageName } from './language-options';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

/** Step 2, final sub-step: every answer with a link to change it, and what comes next. */
export function AbilitiesSummary({
  area,
  account,
  status,
  onBack,
}: {
  area: Unit;
  account: Account;
  status: PathStepStatus;
  onBack: () => void;
}) {
  const { t, i18n } = useAreaTranslation('steps');
  const locale = i18n.language;
  const completion = abilitiesCompletion(account);
  const none = <span className="text-ink-500">{t('common.notGiven')}</span>;
  const editTo = (step: AbilitiesSubStep) =>
    stepPath(area, 'abilities', ABILITIES_SUB_STEPS.indexOf(step) + 1);
  const yesNo = (value: boolean | null) => (value === null ? none : value ? t('common.yes') : t('common.no'));

  const items: SummaryItem[] = [
    {
      id: 'experience',
      label: t('abilities.subSteps.experience'),
      complete: completion.experience,
      editTo: editTo('experience'),
      value:
        account.professionalExperienceExists === true && account.workExperiences.length > 0 ? (
          <ul className="space-y-1">
            {account.workExperiences.map((entry, index) => (
              <li key={index}>
                <span className="font-medium text-ink-900">{entry.position}</span>
                {' · '}
                {entry.employer}{' '}
                <span className="text-ink-500">
                  ({formatMonth(entry.startMonth)} –{' '}
                  {entry.endMonth ? formatMonth(entry.endMonth) : t('abilities.experience.today')})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          yesNo(account.professionalExperienceExists)
        ),
    },
    {
      id: 'driving',
      label: t('abilities.subSteps.driving'),
      complete: completion.driving,
      editTo: editTo('driving'),
      value:
        account.drivingLicenseExists === true
          ? `${t('abilities.driving.summaryLicence')} · ${t('abilities.driving.summaryCar', { answer: account.ownCar ? t('common.yes') : t('common.no') })}`
          : yesNo(account.drivingLicenseExists),
    },
    {
      id: 'languages',
      label: t('abilities.subSteps.languages'),
      complete: completion.languages,
      editTo: editTo('languages'),
      value:
        account.languageSkills.length > 0
          ? account.languageSkills
              .map((skill) => `${languageName(skill.code, locale)} (${levelLabel(skill.level, t)})`)
              .join(', ')
          : none,
    },
    {
      id: 'graduation',
      label: t('abilities.subSteps.graduation'),
      complete: completion.graduation,
      editTo: editTo('graduation'),
      value:
        account.gradeAverage !== null
          ? [
              t('graduation.summaryGrade', { grade: formatDecimal(account.gradeAverage, locale) }),
              account.graduationSchool,
              account.graduationYear,
            ]
              .filter(Boolean)
              .join(' · ')
          : none,
    },
    {
      id: 'software',
      label: t('abilities.subSteps.software'),
      complete: true,
      editTo: editTo('software'),
      value:
        account.softwareSkills.length > 0 ? (
          account.softwareSkills
            .map((skill) => `${skill.name} (${t(`abilities.software.levels.${skill.level}`)})`)
            .join(', ')
        ) : (
          <span className="text-ink-500">{t('abilities.software.none')}</span>
        ),
    },
  ];

  const done = status === 'done';
  return (
    <div className="space-y-6">
      {done ? (
        <Notice
          tone="success"
          icon={<PartyPopper className="size-5" />}
          title={t('abilities.final.doneTitle')}
          role="status"
        >
          <p>{t('abilities.final.doneText')}</p>
        </Notice>
      ) : (
        <Notice
          tone="waiting"
          icon={<ArrowRight className="size-5 rtl:rotate-180" />}
          title={t('abilities.final.missingTitle')}
        >
          <p>{t('abilities.final.missingText')}</p>
        </Notice>
      )}
      <SummaryList items={items} />
      <div className="flex flex-col-reverse gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <BackButton onClick={onBack} />
        <ButtonLink to={stepPath(area, 'info')}>
          {t('abilities.final.next')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </ButtonLink>
      </div>
    </div>
  );
}

function levelLabel(level: number, t: (key: string) => string): string {
  const code = LANGUAGE_LEVELS[level as keyof typeof LANGUAGE_LEVELS];
  return code === 'native' ? t('abilities.languages.native') : (code ?? String(level));
}
