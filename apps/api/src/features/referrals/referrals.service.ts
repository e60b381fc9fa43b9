/**
 * Bring-a-friend (decisions 197–198): the personal link to the public application form and its counts. The
 * code is 32 bytes from `crypto.randomBytes` (256 bits), so links cannot be guessed or enumerated; the
 * application service records who came through which code.
 */
import { APPLICATION_FORM_PATH, REFERRAL_PARAM, type ReferralLink } from '@portal/contracts';
import type { Database } from '../../db/client';
import { randomToken } from '../../lib/tokens';
import { ensureReferralCode, referralCounts } from './referrals.repository';

export async function referralLinkOf(
  db: Database,
  publicUrl: string,
  accountId: string,
): Promise<ReferralLink> {
  const code = await ensureReferralCode(db, accountId, randomToken(32));
  const url = new URL(`${publicUrl}${APPLICATION_FORM_PATH}`);
  url.searchParams.set(REFERRAL_PARAM, code);
  return { url: url.href, code, ...(await referralCounts(db, accountId)) };
}
