/**
 * The overview tab of an opening (`/b2b/job-openings/:jobOpeningId/overview`): every field as the company
 * entered it, what is still missing before it can be published, the applicants per matching status and the
 * opening's dates.
 */
import { ApplicantListStatus, type CompanyJobOpening } from '@portal/contracts';
import { AlertTriangle, ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { jobOpeningManagePath } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useLanguageName } from '../../../hooks/use-language-name';
import { useGradeText } from '../labels';
import { stepOfField } from '../wizard';
import { useJobOpeningOutlet } from '../../../shared/company/job-openings';

function Row({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('company-jobs');
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <div className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-[13rem_1fr] sm:gap-4">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd
        className={
          empty ? 'text-sm text-ink-500' : 'text-sm [overflow-wrap:anywhere] whitespace-pre-line text-ink-900'
        }
      >
        {empty ? t('wizard.reviewEmpty') : children}
      </dd>
    </div>
  );
}

export function JobOpeningOverviewTab() {
  const { opening, canEdit } = useJobOpeningOutlet();
  return <OverviewContent opening={opening} canEdit={canEdit} />;
}

export function OverviewContent({ opening, canEdit }: { opening: CompanyJobOpening; canEdit: boolean }) {
  const { t } = useTranslation('company-jobs');
  const languageName = useLanguageName();
  const gradeText = useGradeText();
  const missing = opening.missingFields;
  const counts = ApplicantListStatus.options
    .map((status) => [status, opening.matchCounts[status] ?? 0] as const)
    .filter(([, count]) => count > 0);
  const edit = (step: 'study' | 'job' | 'requirements') =>
    canEdit ? (
      <Link
        to={jobOpeningManagePath(opening.id, step)}
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        aria-label={t('wizard.reviewEditStep', { step: t(`wizard.steps.${step}`) })}
      >
        <Pencil className="size-4" aria-hidden />
        {t('wizard.reviewEdit')}
      </Link>
    ) : undefined;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        {opening.status === 'draft' && missing.length > 0 && (
          <div className="flex gap-3 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-accent-700">
            <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{t('overview.missingTitle')}</p>
              <p className="mt-0.5">
                {t('overview.missingText', { fields: missing.map((f) => t(`field.${f}`)).join(', ') })}
              </p>
              {canEdit && (
                <Link
                  to={jobOpeningManagePath(opening.id, stepOfField(missing[0]!))}
                  className="mt-2 inline-block font-semibold text-accent-700 underline"
                >
                  {t('details.completeFirst')}
                </Link>
              )}
            </div>
          </div>
        )}
        <Card>
          <CardHeader title={t('overview.study')} action={edit('study')} />
          <CardBody>
            <dl className="divide-y divide-ink-50">
              <Row label={t('field.studyModel')}>
                {opening.studyModel && t(`studyModel.${opening.studyModel}`)}
              </Row>
              <Row label={t('field.courseId')}>{opening.course?.name}</Row>
              <Row label={t('field.campusId')}>
                {opening.campus &&
                  `${opening.campus.name}${opening.campus.city ? ` (${opening.campus.city})` : ''}`}
              </Row>
              <Row label={t('field.startDate')}>{opening.startDate && formatDate(opening.startDate)}</Row>
            </dl>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('overview.job')} action={edit('job')} />
          <CardBody>
            <dl className="divide-y divide-ink-50">
              <Row label={t('field.tasks')}>{opening.tasks}</Row>
              <Row label={t('field.requiredCount')}>
                {t('details.positions', { open: opening.openPositions, required: opening.requiredCount })}
              </Row>
              <Row label={t('field.teamSize')}>
                {opening.teamSize !== null && t('overview.teamSizeValue', { count: opening.teamSize })}
              </Row>
              <Row label={t('field.placeOfTraining')}>
                {[opening.placeOfTrainingPostalCode, opening.placeOfTraining].filter(Boolean).join(' ')}
              </Row>
              <Row label={t('field.practicePlace')}>{opening.practicePlace}</Row>
              <Row label={t('field.workModel')}>
                {opening.workModel && t(`workModel.${opening.workModel}`)}
              </Row>
            </dl>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('overview.offer')} action={edit('job')} />
          <CardBody>
            <dl className="divide-y divide-ink-50">
              <Row label={t('field.benefits')}>{opening.benefits}</Row>
              <Row label={t('field.extraPayment')}>{opening.extraPayment}</Row>
              <Row label={t('field.offerDescription')}>{opening.offerDescription}</Row>
              <Row label={t('field.offerUrl')}>
                {opening.offerUrl && (
                  <a
                    href={opening.offerUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-primary-800 hover:underline"
                  >
                    <span className="[overflow-wrap:anywhere]">{opening.offerUrl}</span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  </a>
                )}
              </Row>
            </dl>
          </CardBody>
        </Card>
      </div>
      <div className="space-y-6">
        <Card>
          <CardHeader title={t('overview.requirements')} action={edit('requirements')} />
          <CardBody className="space-y-4 text-sm">
            <div>
              <p className="text-ink-500">{t('field.skills')}</p>
              {opening.skills.length ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {opening.skills.map((skill) => (
                    <li
                      key={skill}
                      className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800 ring-1 ring-primary-200 ring-inset"
                    >
                      {skill}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-ink-500">{t('wizard.reviewEmpty')}</p>
              )}
            </div>
            <div>
              <p className="text-ink-500">{t('field.requiredLanguages')}</p>
              {opening.requiredLanguages.length ? (
                <ul className="mt-1 space-y-1">
                  {opening.requiredLanguages.map((language) => (
                    <li key={language.code} className="flex justify-between gap-3 text-ink-900">
                      <span>{languageName(language.code)}</span>
                      <span className="text-ink-600">{t(`level.${language.level}`)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-ink-500">{t('wizard.languagesNone')}</p>
              )}
            </div>
            <div className="flex justify-between gap-3">
              <span className="text-ink-500">{t('field.maxGradeAverage')}</span>
              <span className="text-ink-900">
                {opening.maxGradeAverage === null
                  ? t('wizard.gradeNone')
                  : t('wizard.gradeValue', { grade: gradeText(opening.maxGradeAverage) })}
              </span>
            </div>
            <div className="flex justify-between gap-3">
              <span className="text-ink-500">{t('field.drivingLicenseRequired')}</span>
              <span className="text-ink-900">
                {opening.drivingLicenseRequired ? t('wizard.yes') : t('wizard.no')}
              </span>
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('overview.matching')} description={t('overview.matchingHint')} />
          <CardBody>
            {counts.length === 0 ? (
              <p className="text-sm text-ink-500">{t('overview.matchingEmpty')}</p>
            ) : (
              <dl className="space-y-2 text-sm">
                {counts.map(([status, count]) => (
                  <div key={status} className="flex items-center justify-between gap-3">
                    <dt className="text-ink-700">{t(`listStatus.${status}`)}</dt>
                    <dd className="min-w-8 rounded-full bg-ink-100 px-2 text-center font-semibold text-ink-800 tabular-nums">
                      {count}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('overview.history')} />
          <CardBody>
            <ul className="space-y-1.5 text-sm text-ink-700">
              <li>{t('details.createdOn', { date: formatDate(opening.createdAt) })}</li>
              {opening.publishedAt && (
                <li>{t('details.published', { date: formatDate(opening.publishedAt) })}</li>
              )}
              {opening.closedAt && <li>{t('details.closedOn', { date: formatDate(opening.closedAt) })}</li>}
            </ul>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
