/**
 * Where a notification bell reads and marks notifications. The applicant's source (`GET /v1/notifications`) is
 * the default; the company portal passes its own (`shared/company/notifications.ts`, `/b2b/v1/notifications`).
 */
import {
  listNotifications as listRoute,
  markAllNotificationsRead as markAllRoute,
  markNotificationRead as markOneRoute,
  type NotificationPage,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

export interface NotificationSource {
  /** The cache entry of the bell's page; invalidating its first element refreshes every page of the source. */
  queryKey: readonly unknown[];
  list(limit: number, offset: number): Promise<NotificationPage>;
  markOne(id: string): Promise<unknown>;
  markAll(): Promise<unknown>;
  /** The page listing all notifications, when the portal has one ("Alle anzeigen" in the bell). */
  allHref?: string;
}

export const notificationsQueryKey = ['notifications'] as const;
/** Bell pages refresh this often, so new notifications show without a reload. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;
/** The bell shows the spec's default page (limit 4, offset 0). */
export const BELL_PAGE_SIZE = 4;

export const applicantNotificationSource: NotificationSource = {
  queryKey: notificationsQueryKey,
  list: (limit, offset) => apiCall(listRoute, { query: { limit, offset } }),
  markOne: (id) => apiCall(markOneRoute, { params: { id } }),
  markAll: () => apiCall(markAllRoute),
};

export function useNotifications(source: NotificationSource = applicantNotificationSource) {
  return useQuery(
    queryOptions({
      queryKey: [...source.queryKey, 'bell'],
      queryFn: () => source.list(BELL_PAGE_SIZE, 0),
      refetchInterval: NOTIFICATIONS_REFRESH_MS,
    }),
  );
}

export function markNotificationRead(id: string): Promise<unknown> {
  return applicantNotificationSource.markOne(id);
}

export function markAllNotificationsRead(): Promise<unknown> {
  return applicantNotificationSource.markAll();
}
