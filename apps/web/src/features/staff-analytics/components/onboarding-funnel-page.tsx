/**
 * `/advisor/staff/analytics` (staff only; decision 258): the onboarding funnel (welcome → qualification →
 * language → success) per experiment variant over a period in the address, as bar charts and tables.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { QueryContent } from '../../../components/loading/page-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useOnboardingFunnel } from '../api/onboarding-funnel';
import { FunnelPeriodFilter } from './funnel-period-filter';
import { periodProblem, presetPeriod } from './funnel-period';
import { VariantFunnel } from './variant-funnel';

export function OnboardingFunnelPage() {
  const { t } = useTranslation('staff-analytics');
  const [params, setParams] = useSearchParams();
  const fallback = presetPeriod(30);
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  const problem = periodProblem(from, to);
  const funnel = useOnboardingFunnel({ from, to }, problem === null);

  const setPeriod = (next: { from: string; to: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );

  return (
    <PageContainer>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('intro')} />
      <FunnelPeriodFilter from={from} to={to} problem={problem} onChange={setPeriod} />
      <p className="mt-3 text-sm text-ink-600">{t('privacyNote')}</p>
      {problem === null && (
        <div className="mt-6" aria-live="polite" aria-busy={funnel.isFetching}>
          <QueryContent query={funnel}>
            {(data) => {
              const scale = Math.max(1, ...data.variants.flatMap((v) => v.steps.map((s) => s.viewed)));
              return (
                <div className="grid gap-6">
                  {data.variants.map((variant) => (
                    <VariantFunnel key={variant.variant} data={variant} scale={scale} />
                  ))}
                </div>
              );
            }}
          </QueryContent>
        </div>
      )}
    </PageContainer>
  );
}
