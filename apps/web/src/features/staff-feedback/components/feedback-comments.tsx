/**
 * The comments of the staff view (decision 239): text, date, rating, reasons and audience, newest first, paged,
 * filterable by rating. Nothing here names or links a person: the stored rating has no reference to one.
 */
import {
  FEEDBACK_REASONS_BY_RATING,
  FeedbackRating,
  type FeedbackAudience,
  type FeedbackComment,
} from '@portal/contracts';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/form';
import { Card, CardHeader } from '../../../components/ui/card';
import { Pager } from '../../../components/ui/pager';
import { PagedListBody } from '../../../components/loading/paged-list-body';
import { formatDateTime } from '../../../lib/format';
import { RATING_LOOK } from '../../../shared/feedback';
import { useFeedbackComments } from '../api/staff-feedback';
import { useListParams } from '../../../hooks/use-list-params';

function CommentItem({ comment }: { comment: FeedbackComment }) {
  const { t } = useTranslation(['staff-feedback', 'feedback']);
  const look = RATING_LOOK[comment.selected];
  const Icon = look.icon;
  const known = FEEDBACK_REASONS_BY_RATING[comment.selected] as readonly string[];
  return (
    <li className="px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span
          className={clsx(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset',
            look.badge,
          )}
        >
          <Icon className="size-3.5" aria-hidden />
          {t(`feedback:rating.${comment.selected}`)}
        </span>
        <span className="rounded-full bg-ink-100 px-2 py-0.5 font-medium text-ink-700">
          {t(`audience.${comment.audience}`)}
        </span>
        <span className="text-ink-500">
          <bdi dir="ltr">{formatDateTime(comment.createdAt)}</bdi>
        </span>
      </div>
      <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-900">
        {comment.feedback}
      </p>
      {comment.reasons.length > 0 && (
        <p className="mt-2 text-xs text-ink-600">
          {t('comments.reasons')}:{' '}
          {comment.reasons
            .map((reason) =>
              known.includes(reason) ? t(`feedback:reason.${comment.selected}.${reason}`) : reason,
            )
            .join(' · ')}
        </p>
      )}
    </li>
  );
}

export function FeedbackComments({
  period,
  audience,
  icon,
}: {
  period: { from: string; to: string };
  audience: FeedbackAudience | undefined;
  icon: ReactNode;
}) {
  const { t } = useTranslation(['staff-feedback', 'feedback']);
  const [params, setParam] = useListParams();
  const ratingParam = params.get('rating');
  const rating = FeedbackRating.options.find((r) => r === ratingParam);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const comments = useFeedbackComments({
    ...period,
    ...(audience ? { audience } : {}),
    ...(rating ? { rating } : {}),
    page,
  });

  const filter = (
    <div className="flex items-center gap-2">
      <label htmlFor="feedback-comments-rating" className="text-sm font-medium text-ink-800">
        {t('comments.filter')}
      </label>
      <select
        id="feedback-comments-rating"
        value={rating ?? ''}
        onChange={(event) => setParam('rating', event.target.value || undefined)}
        className={controlClasses(false, 'h-10 w-auto')}
      >
        <option value="">{t('comments.allRatings')}</option>
        {FeedbackRating.options.map((value) => (
          <option key={value} value={value}>
            {t(`feedback:rating.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby="feedback-comments-title">
      <Card as="div">
        <div className="flex flex-wrap items-end justify-between gap-3 pe-5 sm:pe-6">
          <CardHeader title={<span id="feedback-comments-title">{t('comments.title')}</span>} icon={icon} />
          <div className="ps-5 sm:ps-0">{filter}</div>
        </div>
        <div className="mt-4 border-t border-ink-100">
          <PagedListBody
            query={comments}
            countClassName="sm:px-6"
            texts={{
              loadFailed: t('comments.loadFailed'),
              retry: t('comments.retry'),
              empty: t('comments.empty'),
              count: (count) => t('comments.count', { count }),
            }}
          >
            {(items) => items.map((comment) => <CommentItem key={comment.id} comment={comment} />)}
          </PagedListBody>
        </div>
      </Card>
      {comments.data && (
        <Pager
          page={page}
          pages={comments.data.pages}
          onPage={(next) => setParam('page', String(next))}
          labels={{
            nav: t('comments.pagination'),
            previous: t('comments.previous'),
            next: t('comments.next'),
            position: t('comments.page', { page, pages: comments.data.pages }),
          }}
        />
      )}
    </section>
  );
}
