import type { FitReason, FitReasonKind } from '@portal/contracts';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reasonText } from '../utils/fit-reasons';

/**
 * The order of the reasons, strongest first: the advisor's suggestion, then by the weight the fit rule gives each
 * (course, distance, intake, campus, …; decision 139); German B2 is a hard rule every recommendation meets, last.
 */
const STRENGTH: readonly FitReasonKind[] = [
  'advisorSuggested',
  'course',
  'distance',
  'intake',
  'campus',
  'grade',
  'languages',
  'workModel',
  'drivingLicense',
  'germanLevel',
];
const byStrength = (a: FitReason, b: FitReason) => STRENGTH.indexOf(a.kind) - STRENGTH.indexOf(b.kind);

/** "Warum das passt": the reasons as chips (cards) or a list (details); gaps are shown, never hidden. */
export function FitReasons({
  reasons,
  variant = 'chips',
  max,
}: {
  reasons: readonly FitReason[];
  variant?: 'chips' | 'list';
  /** Chips shown at most (the strongest first, gaps after fits). */
  max?: number;
}) {
  const { t, i18n } = useTranslation('selfmatching');
  const ordered = [
    ...reasons.filter((r) => r.fits).sort(byStrength),
    ...reasons.filter((r) => !r.fits).sort(byStrength),
  ];
  const shown = max ? ordered.slice(0, max) : ordered;
  const hidden = ordered.length - shown.length;
  if (!ordered.length) return null;
  if (variant === 'list') {
    return (
      <ul className="space-y-2">
        {shown.map((reason, index) => (
          <li key={`${reason.kind}-${index}`} className="flex items-start gap-2.5 text-sm text-ink-800">
            {reason.fits ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
            )}
            <span>
              <span className="sr-only">
                {reason.fits ? t('reasons.fitsLabel') : t('reasons.gapLabel')}:{' '}
              </span>
              {reasonText(t, reason, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('card.why')}>
      {shown.map((reason, index) => (
        <li
          key={`${reason.kind}-${index}`}
          className={clsx(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium',
            reason.fits ? 'bg-success-50 text-success-700' : 'bg-accent-50 text-accent-700',
          )}
        >
          {reason.fits ? (
            <CircleCheck className="size-3.5 shrink-0" aria-hidden />
          ) : (
            <CircleAlert className="size-3.5 shrink-0" aria-hidden />
          )}
          <span className="sr-only">{reason.fits ? t('reasons.fitsLabel') : t('reasons.gapLabel')}: </span>
          {reasonText(t, reason, i18n.language)}
        </li>
      ))}
      {hidden > 0 && (
        <li className="inline-flex items-center rounded-full bg-ink-100 px-2.5 py-1 text-xs font-medium text-ink-600">
          {t('card.moreReasons', { number: hidden })}
        </li>
      )}
    </ul>
  );
}
