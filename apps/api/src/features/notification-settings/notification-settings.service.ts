import { resolveNotificationSettings, type NotificationSettings } from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findStoredNotificationSettings,
  replaceNotificationSettings,
} from './notification-settings.repository';

/** The stored settings over the defaults (decision 013). */
export async function getNotificationSettings(
  db: Database,
  accountId: string,
): Promise<NotificationSettings> {
  const stored = await findStoredNotificationSettings(db, accountId);
  if (!stored) throw AppError.notFound();
  return resolveNotificationSettings(stored);
}

/** Replaces the whole object (the contract requires every key and refuses unknown ones). */
export async function updateNotificationSettings(
  db: Database,
  accountId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const stored = await replaceNotificationSettings(db, accountId, settings);
  if (!stored) throw AppError.notFound();
  return resolveNotificationSettings(stored);
}
