/**
 * Browser log forwarding (spec part 2 "Analytics and consent behaviour": console warn and error, batches of 50
 * messages or 16 KiB, flush every 30 s, session at most 4 h) to `POST /v1/client-logs` (decision 259). The
 * server writes them to its log with `source: "browser"`; nothing is stored in the database.
 */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { defineRoute } from '../http';

export const CLIENT_LOG_LIMITS = {
  batchMessages: 50,
  /** Serialized messages of one batch; the client sends when the next one would pass it. */
  batchBytes: 16 * 1024,
  /** The request body may carry a little JSON framing on top of the batch. */
  bodyBytes: 20 * 1024,
  flushMs: 30_000,
  /** After this long the page forwards nothing more (spec: session 4 h maximum). */
  sessionMs: 4 * 60 * 60 * 1000,
  /** One message; longer ones are cut (client) or refused (server). */
  messageMax: 2_000,
  requestsPerMinute: 20,
} as const;

export const ClientLogLevel = z.enum(['warn', 'error']);
export type ClientLogLevel = z.infer<typeof ClientLogLevel>;

export const ClientLogEntry = z
  .object({
    level: ClientLogLevel,
    message: z.string().min(1).max(CLIENT_LOG_LIMITS.messageMax),
    time: IsoDateTime,
    /** The page's path (no query, no hash). */
    path: z
      .string()
      .max(300)
      .regex(/^\/[^?#\s]*$/),
  })
  .strict();
export type ClientLogEntry = z.infer<typeof ClientLogEntry>;

export const recordClientLogs = defineRoute({
  method: 'POST',
  path: '/v1/client-logs',
  summary: 'Forward browser console warnings and errors to the server log',
  body: z.object({ entries: z.array(ClientLogEntry).min(1).max(CLIENT_LOG_LIMITS.batchMessages) }).strict(),
  response: z.object({ accepted: z.number().int().min(0) }),
});
