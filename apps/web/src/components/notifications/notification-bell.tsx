import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../lib/format';
import { applicantNotificationSource, useNotifications, type NotificationSource } from './notifications-api';

/**
 * The in-portal notifications of the signed-in person: unread count on the bell, the latest four in its menu.
 * One component for both portals; `source` says whose (applicant by default, the company user's in the company
 * shell) and where "show all" leads.
 */
export function NotificationBell({ source = applicantNotificationSource }: { source?: NotificationSource }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useNotifications(source);
  const unread = data?.unread ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: source.queryKey });

  return (
    // Not modal: a modal menu hides the page with aria-hidden while its controls stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="relative inline-flex size-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-primary-600"
        aria-label={unread ? t('notifications.labelUnread', { count: unread }) : t('notifications.label')}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          // White on accent-700 is 5:1 (WCAG AA for small text; accent-500 had 2.2:1).
          <span className="absolute end-1 top-1 flex min-w-4 items-center justify-center rounded-full bg-accent-700 px-1 text-[10px] font-bold text-white">
            {unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-ink-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center justify-between px-2 py-1.5">
            <p className="text-sm font-semibold text-ink-900">{t('notifications.title')}</p>
            {unread > 0 && (
              <button
                type="button"
                className="text-xs font-semibold text-primary-700 hover:underline"
                onClick={() => void source.markAll().then(refresh)}
              >
                {t('notifications.markAll')}
              </button>
            )}
          </div>
          {data && data.items.length === 0 && (
            <p className="px-2 py-3 text-sm text-ink-500">{t('notifications.empty')}</p>
          )}
          {data?.items.map((notification) => (
            <DropdownMenu.Item
              key={notification.id}
              className="flex cursor-pointer flex-col gap-0.5 rounded-xl px-2 py-2 outline-none data-[highlighted]:bg-ink-50"
              onSelect={() => {
                void source.markOne(notification.id).then(refresh);
                if (notification.link) void navigate(notification.link);
              }}
            >
              <span className="flex items-center gap-2 text-sm font-medium text-ink-900">
                {notification.status === 'new' && (
                  <span
                    className="size-2 shrink-0 rounded-full bg-accent-600"
                    aria-label={t('notifications.new')}
                  />
                )}
                {notification.title}
              </span>
              {notification.body && (
                <span className="line-clamp-2 text-xs text-ink-600">{notification.body}</span>
              )}
              <span className="text-[11px] text-ink-600">{formatDate(notification.createdAt)}</span>
            </DropdownMenu.Item>
          ))}
          {source.allHref && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
              <DropdownMenu.Item
                className="cursor-pointer rounded-xl px-2 py-2 text-center text-sm font-semibold text-primary-700 outline-none data-[highlighted]:bg-ink-50"
                onSelect={() => void navigate(source.allHref!)}
              >
                {t('notifications.showAll')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
