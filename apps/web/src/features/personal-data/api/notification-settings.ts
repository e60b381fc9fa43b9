/** `GET` and `PUT /v1/notification-settings` (profile tab "notifications"). */
import {
  getNotificationSettings as getRoute,
  updateNotificationSettings as updateRoute,
  type NotificationSettings,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../lib/api-client';

export const notificationSettingsQueryKey = ['applicant', 'notification-settings'] as const;

export function getNotificationSettings(): Promise<NotificationSettings> {
  return apiCall(getRoute);
}

export function updateNotificationSettings(body: NotificationSettings): Promise<NotificationSettings> {
  return apiCall(updateRoute, { body });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsQueryKey, queryFn: getNotificationSettings });
}

export function useSaveNotificationSettings(): (body: NotificationSettings) => Promise<NotificationSettings> {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: NotificationSettings) => {
      const saved = await updateNotificationSettings(body);
      queryClient.setQueryData(notificationSettingsQueryKey, saved);
      return saved;
    },
    [queryClient],
  );
}
