/**
 * The consent-gated tools' sources from the environment (decision 248): per tool and portal a script address and
 * an optional project id, e.g. `TOOL_HEATMAP_APPLICANT_SCRIPT_URL`, `TOOL_HEATMAP_APPLICANT_PROJECT_ID`. A tool
 * without a script address is off. The script origins are the only ones the CSP opens for them.
 */
import { CONSENT_TOOLS, type ConsentTool, type ConsentToolConfig } from '@portal/contracts';
import { z } from 'zod';

const PORTALS = ['applicant', 'company'] as const;

function prefixOf(tool: ConsentTool, portal: (typeof PORTALS)[number]): string {
  return `TOOL_${tool.toUpperCase()}_${portal.toUpperCase()}`;
}

/** Every variable name with its schema, so config.ts can fold them into its one environment schema. */
export function consentToolVariables(
  variable: <T extends z.ZodType>(schema: T) => z.ZodType,
  scriptUrl: z.ZodType,
): Record<string, z.ZodType> {
  const entries: [string, z.ZodType][] = [];
  for (const tool of CONSENT_TOOLS) {
    for (const portal of PORTALS) {
      const prefix = prefixOf(tool, portal);
      entries.push([`${prefix}_SCRIPT_URL`, variable(scriptUrl.optional())]);
      entries.push([
        `${prefix}_PROJECT_ID`,
        variable(
          z
            .string()
            .trim()
            .regex(/^[\w.-]{1,100}$/, {
              error: 'must be 1 to 100 letters, digits, dots, dashes or underscores',
            })
            .optional(),
        ),
      ]);
    }
  }
  return Object.fromEntries(entries);
}

/** The validated variables → the configuration `GET /v1/public-config` delivers. */
export function consentToolConfigOf(vars: Record<string, unknown>): ConsentToolConfig {
  const sources = (portal: (typeof PORTALS)[number]) =>
    Object.fromEntries(
      CONSENT_TOOLS.map((tool) => {
        const prefix = prefixOf(tool, portal);
        const scriptUrl = vars[`${prefix}_SCRIPT_URL`];
        const projectId = vars[`${prefix}_PROJECT_ID`];
        return [
          tool,
          typeof scriptUrl === 'string'
            ? { scriptUrl, projectId: typeof projectId === 'string' ? projectId : null }
            : null,
        ];
      }),
    ) as ConsentToolConfig['applicant'];
  return { applicant: sources('applicant'), company: sources('company') };
}

/** The origins of every configured tool script (each once), for the CSP. */
export function consentToolOrigins(config: ConsentToolConfig): string[] {
  const origins = new Set<string>();
  for (const portal of PORTALS) {
    for (const source of Object.values(config[portal])) {
      if (source) origins.add(new URL(source.scriptUrl.replace('{projectId}', 'x')).origin);
    }
  }
  return [...origins];
}
