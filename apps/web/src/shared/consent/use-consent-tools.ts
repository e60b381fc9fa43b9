/**
 * Loads the portal's page-wide tools (heat map, A/B testing, product tour) as soon as their consent is given, each
 * once per page life, and withdraws them when it is taken back: their cookies are deleted, also those a former
 * page life left behind. The scheduling widget loads only where a booking is offered (`SchedulingWidget`).
 */
import type { ConsentToolSources } from '@portal/contracts';
import { useEffect } from 'react';
import { useConsentChoices } from '../../lib/consent';
import { loadConsentTool, withdrawConsentTool } from '../../lib/consent-tools';

const PAGE_WIDE_TOOLS = ['heatmap', 'ab_testing', 'product_tour'] as const;

export function useConsentTools(sources: ConsentToolSources | null): void {
  const choices = useConsentChoices();
  useEffect(() => {
    for (const tool of PAGE_WIDE_TOOLS) {
      if (choices[tool]) {
        if (sources) loadConsentTool(tool, sources[tool]);
      } else {
        withdrawConsentTool(tool);
      }
    }
  }, [choices, sources]);
}
