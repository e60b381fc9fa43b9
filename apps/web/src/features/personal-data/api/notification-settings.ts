/** `GET` and `PUT /v1/notification-settings` (profile tab "notifications"). */
import {
  getNotificationSettings as getRoute,
  updateNotificationSettings as updateRoute,
  type NotificationSettings,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../lib/api-client';
import { applicantKeys } from '../../../shared/query-keys';

export function getNotificationSettings(): Promise<NotificationSettings> {
  return apiCall(getRoute);
}

export function updateNotificationSettings(body: NotificationSettings): Promise<NotificationSettings> {
  return apiCall(updateRoute, { body });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: applicantKeys.notificationSettings, queryFn: getNotificationSettings });
}

export function useSaveNotificationSettings(): (body: NotificationSettings) => Promise<NotificationSettings> {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: NotificationSettings) => {
      const saved = await updateNotificationSettings(body);
      queryClient.setQueryData(applicantKeys.notificationSettings, saved);
      return saved;
    },
    [queryClient],
  );
}
