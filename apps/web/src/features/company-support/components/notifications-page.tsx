/**
 * `/b2b/notifications`: every notification of the signed-in company user in the active company, newest first,
 * ten at a time with "Weitere laden" (limit/offset, decision 134); open one (marks it read and follows its link),
 * mark one or all read. Shares its cache with the navbar's bell.
 */
import type { NotificationPage, PortalNotification } from '@portal/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Bell, Check, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { useCompanyNotificationSource } from '../../../shared/company/notifications';

export const NOTIFICATIONS_PAGE_SIZE = 10;

function NotificationItem({
  notification,
  onOpen,
  onRead,
}: {
  notification: PortalNotification;
  onOpen: () => void;
  onRead: () => void;
}) {
  const { t } = useTranslation('company-help');
  const unread = notification.status === 'new';
  return (
    <li className={clsx('flex gap-3 px-5 py-4', unread && 'bg-primary-50/40')}>
      <span
        className={clsx(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          unread ? 'bg-accent-600' : 'bg-transparent ring-1 ring-ink-300',
        )}
        aria-label={unread ? t('notifications.new') : undefined}
      />
      <div className="min-w-0 flex-1">
        <p
          className={clsx('text-ink-900 [overflow-wrap:anywhere]', unread ? 'font-semibold' : 'font-medium')}
        >
          {notification.title}
        </p>
        {notification.body && <p className="mt-0.5 text-sm text-ink-600">{notification.body}</p>}
        <p className="mt-1 text-xs text-ink-500">
          <bdi dir="ltr">{formatDateTime(notification.createdAt)}</bdi>
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {notification.link && (
            <Button size="sm" variant="secondary" onClick={onOpen}>
              {t('notifications.open')}
            </Button>
          )}
          {unread && (
            <Button size="sm" variant="ghost" icon={<Check className="size-4" />} onClick={onRead}>
              {t('notifications.markRead')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation('company-help');
  const source = useCompanyNotificationSource();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pages = useInfiniteQuery({
    queryKey: [...source.queryKey, 'page'],
    queryFn: ({ pageParam }) => source.list(NOTIFICATIONS_PAGE_SIZE, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: NotificationPage, all: NotificationPage[]) => {
      const shown = all.reduce((sum, page) => sum + page.items.length, 0);
      return shown < last.total ? shown : undefined;
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: source.queryKey });

  if (!pages.data) {
    return (
      <PageState
        state={pages.isError ? { status: 'error', retry: () => void pages.refetch() } : { status: 'loading' }}
      />
    );
  }
  const items = pages.data.pages.flatMap((page) => page.items);
  const last = pages.data.pages[pages.data.pages.length - 1]!;
  return (
    <PageContainer width="narrow">
      <PageHeader
        title={t('notifications.title')}
        description={t('notifications.intro')}
        actions={
          last.unread > 0 && (
            <Button
              variant="secondary"
              icon={<CheckCheck className="size-4" />}
              onClick={() => void source.markAll().then(refresh)}
            >
              {t('notifications.markAll')}
            </Button>
          )
        }
      />
      <Card className="mt-6">
        {items.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-ink-100 text-ink-500">
              <Bell className="size-6" aria-hidden />
            </span>
            <p className="mt-3 text-ink-600">{t('notifications.empty')}</p>
          </div>
        ) : (
          <>
            <p className="border-b border-ink-100 px-5 py-3 text-sm text-ink-600">
              {t('notifications.summary', { unread: last.unread, total: last.total })}
            </p>
            <ul className="divide-y divide-ink-100">
              {items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onRead={() => void source.markOne(notification.id).then(refresh)}
                  onOpen={() => {
                    if (notification.status === 'new') void source.markOne(notification.id).then(refresh);
                    if (notification.link) void navigate(notification.link);
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </Card>
      {items.length > 0 && (
        <div className="mt-4 flex flex-col items-center gap-2">
          <p className="text-sm text-ink-600">
            {t('notifications.shown', { shown: items.length, total: last.total })}
          </p>
          {pages.hasNextPage && (
            <Button
              variant="secondary"
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t('notifications.loadMore')}
            </Button>
          )}
        </div>
      )}
    </PageContainer>
  );
}
