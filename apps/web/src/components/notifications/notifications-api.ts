/** `GET /v1/notifications` and the two read calls, shared by the shells' notification bell. */
import {
  listNotifications as listRoute,
  markAllNotificationsRead as markAllRoute,
  markNotificationRead as markOneRoute,
  type NotificationPage,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;
const REFRESH_MS = 60_000;

function listNotifications(): Promise<NotificationPage> {
  return apiCall(listRoute, { query: { limit: 4, offset: 0 } });
}

export function useNotifications() {
  return useQuery(
    queryOptions({
      queryKey: notificationsQueryKey,
      queryFn: listNotifications,
      refetchInterval: REFRESH_MS,
    }),
  );
}

export function markNotificationRead(id: string): Promise<unknown> {
  return apiCall(markOneRoute, { params: { id } });
}

export function markAllNotificationsRead(): Promise<unknown> {
  return apiCall(markAllRoute);
}
