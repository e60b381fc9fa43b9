/** Small pieces the matching screens share: status badges, the "why this fits" list, the score, language names. */
import type { ApplicantCard, ApplicantListStatus, FitReason } from '@portal/contracts';
import { clsx } from 'clsx';
import { CircleCheck, CircleMinus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageName } from '../../../hooks/use-language-name';
import { formatDate } from '../../../lib/format';
import { readableReasons } from './fit-reasons';

const TONES = {
  primary: 'bg-primary-50 text-primary-800 ring-primary-200',
  accent: 'bg-accent-50 text-accent-700 ring-accent-200',
  success: 'bg-success-50 text-success-700 ring-success-600/25',
  neutral: 'bg-ink-50 text-ink-700 ring-ink-200',
  danger: 'bg-danger-50 text-danger-700 ring-danger-600/20',
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

const STATUS_TONE: Partial<Record<ApplicantListStatus, BadgeTone>> = {
  new: 'primary',
  viewed: 'neutral',
  PreMatch: 'accent',
  waiting: 'neutral',
  'In Matching': 'primary',
  'Personal Interview': 'primary',
  'Trial Period': 'primary',
  contract_proposal: 'accent',
  offered: 'accent',
  Staffed: 'success',
  closed: 'danger',
};

export function ListStatusBadge({ status }: { status: ApplicantListStatus }) {
  const { t } = useTranslation('company-matching');
  return <Badge tone={STATUS_TONE[status] ?? 'neutral'}>{t(`listStatus.${status}`)}</Badge>;
}

/** Language levels 1–6 are A1–C2, 7 native (spec part 2 §9). */
export function useLevelLabel() {
  const { t } = useTranslation('company-matching');
  return (level: number) =>
    level >= 7 ? t('level.native') : (['A1', 'A2', 'B1', 'B2', 'C1', 'C2'][level - 1] ?? '–');
}

/** One reason worded with its values ("7 km entfernt (max. 15 km)"). */
export function useReasonText() {
  const { t } = useTranslation('company-matching');
  const languageName = useLanguageName();
  const levelLabel = useLevelLabel();
  return (reason: FitReason) => {
    const v = reason.values;
    const values: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(v)) if (value !== null) values[key] = value as string | number;
    if (typeof v.code === 'string') values.language = languageName(v.code);
    if (typeof v.level === 'number') values.levelLabel = levelLabel(v.level);
    if (typeof v.requiredLevel === 'number') values.requiredLabel = levelLabel(v.requiredLevel);
    if (typeof v.intake === 'string') values.intake = formatDate(v.intake);
    if (typeof v.intakeText === 'string') values.intake = v.intakeText;
    if (typeof v.grade === 'number')
      values.grade = v.grade.toLocaleString('de-DE', { minimumFractionDigits: 1 });
    if (typeof v.maxGrade === 'number') {
      values.maxGrade = v.maxGrade.toLocaleString('de-DE', { minimumFractionDigits: 1 });
    }
    if (typeof v.workModel === 'string') values.workModel = t(`workModel.${v.workModel}`);
    const side = reason.fits ? 'fits' : 'gap';
    // Course and campus reasons carry no names (the card shows them): the plain wording.
    const plain =
      (reason.kind === 'course' && values.course === undefined) ||
      (reason.kind === 'campus' && values.campus === undefined);
    return t(`reasons.${reason.kind}.${plain ? `${side}Plain` : side}`, values);
  };
}

/** "Warum passt das?": the card's reasons (`readableReasons`), fitting ones first. */
export function FitReasonList({ card, compact = false }: { card: ApplicantCard; compact?: boolean }) {
  const { t } = useTranslation('company-matching');
  const text = useReasonText();
  const reasons = readableReasons(card.reasons, card);
  if (!reasons.length) return <p className="text-sm text-ink-500">{t('reasons.none')}</p>;
  const sorted = [...reasons].sort((a, b) => Number(b.fits) - Number(a.fits));
  return (
    <ul className={clsx('grid gap-1.5', compact ? 'sm:grid-cols-2' : '')} aria-label={t('reasons.title')}>
      {sorted.map((reason, index) => (
        <li key={`${reason.kind}-${index}`} className="flex items-start gap-2 text-sm">
          {reason.fits ? (
            <CircleCheck
              className="mt-0.5 size-4 shrink-0 text-success-600"
              aria-label={t('reasons.fitsLabel')}
            />
          ) : (
            <CircleMinus
              className="mt-0.5 size-4 shrink-0 text-accent-600"
              aria-label={t('reasons.gapLabel')}
            />
          )}
          <span className={reason.fits ? 'text-ink-800' : 'text-ink-600'}>{text(reason)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The score 0–100 as a small ring with the number. */
export function ScoreBadge({ score }: { score: number }) {
  const { t } = useTranslation('company-matching');
  const clamped = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <div
      className="relative flex size-14 shrink-0 items-center justify-center rounded-full"
      style={{
        background: `conic-gradient(var(--color-primary-600) ${clamped * 3.6}deg, var(--color-ink-100) 0deg)`,
      }}
      role="img"
      aria-label={t('score.label', { score: clamped })}
    >
      <span className="flex size-11 flex-col items-center justify-center rounded-full bg-white">
        <span className="text-sm leading-none font-bold text-ink-900">{clamped}</span>
        <span className="text-[10px] leading-none text-ink-500">%</span>
      </span>
    </div>
  );
}

export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-xl border px-4 py-3 text-sm',
        tone === 'error' && 'border-danger-600/25 bg-danger-50 text-danger-700',
        tone === 'success' && 'border-success-600/25 bg-success-50 text-success-700',
        tone === 'info' && 'border-primary-200 bg-primary-50 text-primary-900',
      )}
    >
      {children}
    </p>
  );
}
