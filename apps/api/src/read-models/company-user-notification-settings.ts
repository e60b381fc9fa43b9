/**
 * Whether a company user wants the e-mail of one kind of event (profile tab "notifications", decision 106). The
 * features that write company events ask this before they add a mail to `recordEvent`; the in-portal
 * notification is written regardless. Deleted or unknown users want no mail.
 */
import { resolveCompanyNotificationSettings, type CompanyMailKind } from '@portal/contracts';
import type { Database } from '../db/client';
import { findCompanyUserMailSettings } from './company-user-notification-settings.repository';

export async function wantsMail(
  db: Database,
  companyUserId: string,
  kind: CompanyMailKind,
): Promise<boolean> {
  const row = await findCompanyUserMailSettings(db, companyUserId);
  return row ? resolveCompanyNotificationSettings(row.settings)[kind] : false;
}
