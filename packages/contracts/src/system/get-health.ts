import { z } from 'zod';
import { defineRoute } from '../http';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
});

export const getHealth = defineRoute({
  method: 'GET',
  path: '/v1/health',
  summary: 'Health: reports database reachability',
  response: HealthResponse,
});
