/**
 * The company user's notifications (`/b2b/v1/notifications`, decision 134) for the active company: the source
 * of the company shell's bell and the data of the notifications page. Below `companyKeys.notifications`, so
 * one invalidation refreshes the bell and every loaded page.
 */
import {
  createCompanyNotification,
  listCompanyNotifications,
  markAllCompanyNotificationsRead,
  markCompanyNotificationRead,
  type CreateCompanyNotificationBody,
  type NotificationPage,
  type PortalNotification,
} from '@portal/contracts';
import { useMemo } from 'react';
import type { NotificationSource } from '../../components/notifications/notifications-api';
import { paths } from '../../config/paths';
import { apiCall } from '../../lib/api-client';
import { companyKeys } from '../query-keys';
import { useActiveCompany } from './active-company';

export function companyNotificationSource(companyId: string | null): NotificationSource {
  const scope = companyId ? { companyId } : {};
  return {
    queryKey: [...companyKeys.notifications, companyId],
    list: (limit, offset): Promise<NotificationPage> =>
      apiCall(listCompanyNotifications, { query: { limit, offset, ...scope } }),
    markOne: (id) => apiCall(markCompanyNotificationRead, { params: { id } }),
    markAll: () => apiCall(markAllCompanyNotificationsRead, { query: scope }),
    allHref: paths.b2b.notifications,
  };
}

/** The notification source of the active company. */
export function useCompanyNotificationSource(): NotificationSource {
  const companyId = useActiveCompany((s) => s.activeCompanyId);
  return useMemo(() => companyNotificationSource(companyId), [companyId]);
}

/** `POST /b2b/v1/notifications`: a reminder for oneself that leads back to `link` (decision 135). */
export function createReminder(body: CreateCompanyNotificationBody): Promise<PortalNotification> {
  return apiCall(createCompanyNotification, { body });
}
