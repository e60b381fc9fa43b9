/**
 * The scheduling widget where a booking is offered (decision 248): off when the portal has no scheduling tool
 * configured. Without the `scheduling` consent it shows a two-click placeholder that explains what activating
 * means; its button sets the consent flag (spec part 1 §4) and the widget loads, once per page life.
 */
import { CalendarClock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { grantConsent, useConsentChoices } from '../../lib/consent';
import { loadConsentTool } from '../../lib/consent-tools';
import { usePublicConfig } from '../../lib/public-config';
import type { ConsentPortal } from './consent-api';
import { PrivacyLink } from './privacy-link';

/** The element the scheduling provider's script renders its booking calendar into. */
export const SCHEDULING_TARGET_ID = 'portal-scheduling-widget';

export function SchedulingWidget({ portal }: { portal: ConsentPortal }) {
  const { t } = useTranslation('consent');
  const source = usePublicConfig()?.consentTools?.[portal].scheduling ?? null;
  const granted = useConsentChoices().scheduling;
  const context = portal === 'company' ? 'formal' : undefined;

  useEffect(() => {
    if (granted && source) loadConsentTool('scheduling', source);
  }, [granted, source]);

  if (!source) return null;
  return (
    <section
      aria-labelledby="scheduling-widget-title"
      className="rounded-xl border border-ink-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <CalendarClock className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="scheduling-widget-title" className="font-semibold text-ink-900">
            {t('scheduling.title', { context })}
          </h2>
          {!granted && (
            <>
              <p className="mt-1 text-sm text-ink-600">
                {t('scheduling.text', { context })} <PrivacyLink company={portal === 'company'} />
              </p>
              <Button
                variant="secondary"
                className="mt-3"
                icon={<CalendarClock className="size-4" aria-hidden />}
                onClick={() => grantConsent('scheduling')}
              >
                {t('scheduling.activate')}
              </Button>
            </>
          )}
        </div>
      </div>
      {granted && (
        <>
          <p className="mt-3 text-sm text-ink-600">{t('scheduling.ready', { context })}</p>
          {/* Filled by the provider's script only; React renders no children here, so it never fights it. */}
          <div
            id={SCHEDULING_TARGET_ID}
            data-project-id={source.projectId ?? undefined}
            className="mt-3 min-h-24 rounded-lg bg-ink-50"
          />
        </>
      )}
    </section>
  );
}
