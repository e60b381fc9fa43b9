/**
 * `PUT /v1/consents` (decision 246): a switch or banner choice is stored as `opt_in_single` (on) or `opt_out` (off);
 * `opt_in_double` is never written here and `not_answered` only means "no row". Answers every category.
 */
import { ConsentType, type ConsentChoiceList, type Consent } from '@portal/contracts';
import type { Database } from '../../db/client';
import { listAccountConsents, upsertAccountConsents } from './consent.repository';

export async function updateAccountConsents(
  db: Database,
  accountId: string,
  choices: ConsentChoiceList,
): Promise<Consent[]> {
  await upsertAccountConsents(
    db,
    accountId,
    choices.map((c) => ({ type: c.type, status: c.hasOptedIn ? 'opt_in_single' : 'opt_out' })),
  );
  const stored = await listAccountConsents(db, accountId);
  return ConsentType.options.map((type) => {
    const status = stored.find((c) => c.type === type)?.status ?? 'not_answered';
    return { type, status, hasOptedIn: status.startsWith('opt_in') };
  });
}
