/**
 * Browser logs (decision 259): scrubbed again (the client already did; the server never trusts it) and written
 * to the server's log with `source: "browser"`, at the level the browser logged them. Never stored.
 */
import { scrubPersonalData, type ClientLogEntry } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';

export function writeClientLogs(log: FastifyBaseLogger, entries: ClientLogEntry[]): number {
  for (const entry of entries) {
    const line = {
      source: 'browser',
      browserTime: entry.time,
      path: scrubPersonalData(entry.path),
    };
    const message = scrubPersonalData(entry.message);
    if (entry.level === 'error') log.error(line, message);
    else log.warn(line, message);
  }
  return entries.length;
}
