/** One applicant in the reco and contacted tabs: what the applicant shares, score, reasons and the next step. */
import type { ApplicantCard } from '@portal/contracts';
import { Car, GraduationCap, Heart, MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { jobOpeningApplicantPath } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/format';
import { FitReasonList, ListStatusBadge, ScoreBadge, useLevelLabel } from './parts';
import { useLanguageName } from '../../../hooks/use-language-name';

export function ApplicantCardItem({
  card,
  jobId,
  onInterest,
  busy = false,
  changedAt,
  showReasons = true,
}: {
  card: ApplicantCard;
  jobId: string;
  /** Shown as "Interesse zeigen" when the company may still express interest. */
  onInterest?: () => void;
  busy?: boolean;
  changedAt?: string;
  showReasons?: boolean;
}) {
  const { t } = useTranslation('company-matching');
  const languageName = useLanguageName();
  const levelLabel = useLevelLabel();
  const facts = [
    card.course?.name,
    card.campus ? t('card.campus', { name: card.campus.name }) : null,
    card.intake ? t('card.intake', { date: formatDate(card.intake) }) : null,
  ].filter(Boolean);

  return (
    <Card as="article" aria-labelledby={`applicant-${card.accountId}`}>
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:p-6">
        <div className="flex min-w-0 flex-1 gap-4">
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700"
            aria-hidden
          >
            <UserRound className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={`applicant-${card.accountId}`} className="text-base font-semibold text-ink-900">
                {card.displayName}
              </h3>
              {card.match && <ListStatusBadge status={card.match.listStatus} />}
              {card.match?.source === 'applicant' && card.match.status === 'awaiting_partner_interest' && (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-accent-700">
                  <Heart className="size-3.5" aria-hidden />
                  {t('card.applicantInterested')}
                </span>
              )}
            </div>
            {facts.length > 0 && <p className="mt-1 text-sm text-ink-600">{facts.join(' · ')}</p>}
            <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-ink-700">
              {card.city && (
                <div className="flex items-center gap-1.5">
                  <dt>
                    <MapPin className="size-4 text-ink-500" aria-label={t('card.place')} />
                  </dt>
                  <dd>
                    {card.city}
                    {card.distanceKm !== null && ` · ${t('card.distance', { km: card.distanceKm })}`}
                  </dd>
                </div>
              )}
              {card.gradeAverage !== null && (
                <div className="flex items-center gap-1.5">
                  <dt>
                    <GraduationCap className="size-4 text-ink-500" aria-label={t('card.grade')} />
                  </dt>
                  <dd>
                    {t('card.gradeValue', {
                      grade: card.gradeAverage.toLocaleString('de-DE', { minimumFractionDigits: 1 }),
                    })}
                  </dd>
                </div>
              )}
              {card.drivingLicense && (
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Car className="size-4 text-ink-500" aria-label={t('card.drivingLicense')} />
                  </dt>
                  <dd>{t('card.drivingLicense')}</dd>
                </div>
              )}
            </dl>
            {card.languages.length > 0 && (
              <p className="mt-2 text-sm text-ink-600">
                <span className="sr-only">{t('card.languages')}: </span>
                {card.languages.map((l) => `${languageName(l.code)} ${levelLabel(l.level)}`).join(' · ')}
              </p>
            )}
            {showReasons && card.reasons.length > 0 && (
              <details className="group mt-4 rounded-xl bg-ink-50/70 px-4 py-3" open>
                <summary className="cursor-pointer text-sm font-semibold text-ink-800 select-none">
                  {t('reasons.title')}
                </summary>
                <div className="mt-2">
                  <FitReasonList card={card} compact />
                </div>
              </details>
            )}
            {changedAt && (
              <p className="mt-3 text-xs text-ink-500">
                {t('card.changedAt', { date: formatDateTime(changedAt) })}
              </p>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-row items-center justify-between gap-3 border-t border-ink-100 pt-4 sm:w-44 sm:flex-col sm:items-end sm:justify-start sm:border-t-0 sm:pt-0">
          <ScoreBadge score={card.score} />
          <div className="flex flex-wrap justify-end gap-2 sm:flex-col sm:items-stretch">
            {onInterest && (
              <Button size="sm" onClick={onInterest} loading={busy} icon={<Heart className="size-4" />}>
                {t('actions.interest')}
              </Button>
            )}
            <Link
              to={jobOpeningApplicantPath(jobId, card.accountId)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t('card.openProfile')}
              {/* The name completes what is read out ("…: Lena H."); the visible words stay at its start (WCAG 2.5.3). */}
              <span className="sr-only">: {card.displayName}</span>
            </Link>
          </div>
        </div>
      </div>
    </Card>
  );
}
