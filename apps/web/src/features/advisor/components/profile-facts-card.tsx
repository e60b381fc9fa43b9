/** The applicant's data at a glance (read-only; the applicant edits them in the portal) and the path status. */
import type { AdvisorApplicantDetail, PathProgress } from '@portal/contracts';
import { clsx } from 'clsx';
import { IdCard, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';

export function ProfileFactsCard({ detail }: { detail: AdvisorApplicantDetail }) {
  const { t } = useTranslation('advisor');
  const p = detail.profile;
  const address = [
    p.shippingStreet,
    [p.shippingPostalCode, p.shippingCity].filter(Boolean).join(' '),
    p.shippingCountry,
  ]
    .filter(Boolean)
    .join(', ');
  const facts: [string, string | null][] = [
    [t('profile.email'), p.email],
    [t('profile.phone'), p.phone],
    [t('profile.birthday'), p.birthday ? formatDate(p.birthday) : null],
    [t('profile.nationality'), p.nationality],
    [t('profile.address'), address || null],
    [t('profile.gradeAverage'), p.gradeAverage !== null ? String(p.gradeAverage).replace('.', ',') : null],
    [t('profile.registered'), formatDate(p.createdAt)],
  ];
  return (
    <Card>
      <CardHeader title={t('profile.title')} icon={<IdCard className="size-5" />} />
      <CardBody>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-1">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-ink-500">{label}</dt>
              <dd className="font-medium [overflow-wrap:anywhere] text-ink-900">{value || '–'}</dd>
            </div>
          ))}
          <div>
            <dt className="text-xs font-medium text-ink-500">{t('profile.emailVerified')}</dt>
            <dd className="font-medium text-ink-900">{p.emailVerified ? t('yes') : t('no')}</dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}

const STATUS_DOT = {
  done: 'bg-success-600',
  current: 'bg-primary-600',
  pending_confirmation: 'bg-accent-500',
  open: 'bg-ink-300',
  locked: 'bg-ink-200',
} as const;

export function PathCard({ progress }: { progress: PathProgress }) {
  const { t } = useTranslation(['advisor', 'home']);
  const steps = [...progress.steps, progress.contracts];
  return (
    <Card>
      <CardHeader title={t('advisor:path.title')} icon={<Route className="size-5" />} />
      <CardBody>
        <ol className="space-y-3">
          {steps.map((step) => (
            <li key={step.id} className="flex items-start gap-3 text-sm">
              <span
                className={clsx('mt-1.5 size-2.5 shrink-0 rounded-full', STATUS_DOT[step.status])}
                aria-hidden
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink-900">
                  {step.number ? `${step.number}. ` : ''}
                  {t(`home:overview.steps.${step.id}.title`)}
                </span>
                <span className="block text-ink-500">{t(`home:overview.status.${step.status}`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}
