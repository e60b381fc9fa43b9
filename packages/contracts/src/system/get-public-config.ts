import { z } from 'zod';
import { ConsentToolConfig } from '../consent/consent-tools';
import { defineRoute } from '../http';

export const PublicConfig = z.object({
  oidc: z.object({ issuer: z.url(), clientId: z.string(), scope: z.string() }),
  supportEmail: z.email(),
  environment: z.enum(['local', 'dev', 'non-prod', 'prod']),
  /** Host names that always select the company portal. */
  companyHosts: z.array(z.string()),
  /** Consent-gated tools per portal; each loads only after its consent (decision 248). Absent: every tool off. */
  consentTools: ConsentToolConfig.optional(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/** Runtime configuration for the SPA, so that a different identity provider needs no rebuild. */
export const getPublicConfig = defineRoute({
  method: 'GET',
  path: '/v1/public-config',
  summary: 'Runtime configuration of the web app',
  response: PublicConfig,
});
