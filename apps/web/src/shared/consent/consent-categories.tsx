/**
 * The consent categories in their two groups (decision 247): analysis and research (the spec's tracking
 * categories) and tools and services (one per consent-gated tool), after the always-on necessary storage. Used by
 * the settings dialog and by the profiles (applicant and company), so both always show the same choice.
 */
import type { ConsentStatusName } from '@portal/contracts';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentCategory, ConsentFlags } from '../../lib/consent';
import { ConsentSwitch } from './consent-switch';

export const CONSENT_GROUPS = [
  { id: 'analytics', categories: ['amplitude', 'user_research'] },
  { id: 'tools', categories: ['heatmap', 'ab_testing', 'product_tour', 'scheduling'] },
] as const satisfies readonly { id: string; categories: readonly ConsentCategory[] }[];

/** Whether a category can be switched on now: user research only together with the usage analysis. */
export function isAvailable(category: ConsentCategory, flags: ConsentFlags): boolean {
  return category !== 'user_research' || flags.amplitude;
}

/** Switching the usage analysis off takes user research with it. */
export function toggled(flags: ConsentFlags, category: ConsentCategory, on: boolean): ConsentFlags {
  const next = { ...flags, [category]: on };
  if (category === 'amplitude' && !on) next.user_research = false;
  return next;
}

function Row({
  id,
  title,
  text,
  note,
  control,
}: {
  id: string;
  title: string;
  text: string;
  note?: ReactNode;
  control: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4 py-4">
      <div className="min-w-0 flex-1">
        <p id={`${id}-title`} className="font-semibold text-ink-900">
          {title}
        </p>
        <p id={`${id}-text`} className="mt-1 text-sm text-ink-600">
          {text}
        </p>
        {note}
      </div>
      <div className="pt-0.5">{control}</div>
    </li>
  );
}

export function ConsentCategoryList({
  flags,
  onToggle,
  formal,
  idPrefix,
  disabled = false,
  statuses,
}: {
  flags: ConsentFlags;
  onToggle: (category: ConsentCategory, on: boolean) => void;
  formal: boolean;
  /** Keeps ids unique when the dialog opens above a profile showing the same list. */
  idPrefix: string;
  disabled?: boolean;
  /** The account's stored status per category (profiles only). */
  statuses?: Partial<Record<ConsentCategory, ConsentStatusName>>;
}) {
  const { t } = useTranslation('consent');
  const context = formal ? 'formal' : undefined;
  return (
    <div className="space-y-5">
      <section aria-labelledby={`${idPrefix}-necessary-title`}>
        <ul>
          <Row
            id={`${idPrefix}-necessary`}
            title={t('group.necessary.title')}
            text={t('group.necessary.text', { context })}
            control={
              <span className="inline-flex items-center gap-1.5 rounded-full bg-success-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-success-700">
                <Lock className="size-3.5" aria-hidden />
                {t('alwaysOn')}
              </span>
            }
          />
        </ul>
      </section>
      {CONSENT_GROUPS.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`${idPrefix}-group-${group.id}`}
          className="rounded-xl border border-ink-200 px-4"
        >
          <div className="border-b border-ink-100 py-3">
            <h3 id={`${idPrefix}-group-${group.id}`} className="text-sm font-semibold text-primary-900">
              {t(`group.${group.id}.title`)}
            </h3>
            <p className="mt-0.5 text-xs text-ink-600">{t(`group.${group.id}.text`, { context })}</p>
          </div>
          <ul className="divide-y divide-ink-100">
            {group.categories.map((category) => {
              const id = `${idPrefix}-${category}`;
              const available = isAvailable(category, flags);
              const status = statuses?.[category];
              return (
                <Row
                  key={category}
                  id={id}
                  title={t(`category.${category}.title`)}
                  text={t(`category.${category}.text`, { context })}
                  note={
                    <>
                      {!available && (
                        <p className="mt-1 text-xs font-medium text-ink-500">{t('requiresAnalytics')}</p>
                      )}
                      {status && (
                        <p className="mt-1.5 text-xs font-medium text-ink-500">
                          {t('status.label')}: {t(`status.${status}`)}
                        </p>
                      )}
                    </>
                  }
                  control={
                    <ConsentSwitch
                      id={id}
                      checked={flags[category]}
                      onChange={(on) => onToggle(category, on)}
                      labelledBy={`${id}-title`}
                      describedBy={`${id}-text`}
                      disabled={disabled || !available}
                    />
                  }
                />
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
