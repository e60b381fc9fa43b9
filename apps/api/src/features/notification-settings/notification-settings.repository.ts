import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@portal/contracts';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/index';

export async function findStoredNotificationSettings(db: Database, accountId: string) {
  const [row] = await db
    .select({ settings: accounts.notificationSettings })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.settings ?? null;
}

export async function replaceNotificationSettings(
  db: Database,
  accountId: string,
  settings: NotificationSettings,
): Promise<Record<string, boolean> | null> {
  const [row] = await db
    .update(accounts)
    .set({ notificationSettings: settings, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning({ settings: accounts.notificationSettings });
  return row?.settings ?? null;
}
