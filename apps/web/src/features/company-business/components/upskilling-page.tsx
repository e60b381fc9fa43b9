/**
 * `/b2b/upskilling`: courses for the company's employees (Markdown descriptions, decision 180), a dialog to
 * request places (participants and a message; the request reaches the partner support, decision 206) and the
 * company's requests with their status.
 */
import {
  ErrorCode,
  formatMoney,
  UPSKILLING_LIMITS,
  type CourseRequest,
  type CourseRequestStatus,
  type UpskillingCourse,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Clock, GraduationCap, Inbox, MapPin, Send, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/content/markdown';
import { PageContainer } from '../../../components/layouts/app-frame';
import { QueryContent } from '../../../components/loading/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { companyKeys } from '../../../shared/query-keys';
import { requestCourse, useUpskillingCourses, useUpskillingRequests } from '../api/upskilling';
import { Badge, EmptyState, useCompanyPermission } from './business-common';

const REQUEST_TONES: Record<CourseRequestStatus, 'primary' | 'success' | 'ink'> = {
  new: 'primary',
  confirmed: 'success',
  declined: 'ink',
};

function courseDates(course: Pick<UpskillingCourse, 'startsOn' | 'endsOn'>): string | null {
  if (!course.startsOn) return null;
  if (!course.endsOn || course.endsOn === course.startsOn) return formatDate(course.startsOn);
  return `${formatDate(course.startsOn)} – ${formatDate(course.endsOn)}`;
}

function RequestDialog({
  companyId,
  course,
  onClose,
}: {
  companyId: string;
  course: UpskillingCourse;
  onClose: () => void;
}) {
  const { t } = useTranslation('company-business');
  const queryClient = useQueryClient();
  const id = useId();
  const seatsLeft = course.seats === null ? null : Math.max(0, course.seats - course.seatsTaken);
  const [participants, setParticipants] = useState('1');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const count = Number(participants);
  const max = seatsLeft ?? UPSKILLING_LIMITS.seatsMax;
  const invalid = !Number.isInteger(count) || count < 1 || count > max;

  const submit = async () => {
    if (invalid) {
      setError(t('request.participantsInvalid', { max }));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await requestCourse(companyId, course.id, { participants: count, message });
      await queryClient.invalidateQueries({ queryKey: companyKeys.upskillingRequests(companyId) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.upskillingCourses(companyId) });
      onClose();
    } catch (failure) {
      const pending = failure instanceof ApiError && failure.code === ErrorCode.UPSKILLING_REQUEST_PENDING;
      setError(pending ? t('request.pending') : errorText(failure, { formal: true }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title={t('request.title')}
      description={course.title}
      confirmLabel={t('request.submit')}
      onConfirm={() => void submit()}
      confirmLoading={saving}
      cancelLabel={t('request.cancel')}
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={`${id}-participants`} className="block text-sm font-semibold text-ink-900">
            {t('request.participants')}
          </label>
          <input
            id={`${id}-participants`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={participants}
            onChange={(event) => setParticipants(event.target.value)}
            aria-invalid={!!error && invalid}
            className="mt-1 h-11 w-32 rounded-lg border border-ink-300 px-3 text-ink-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          />
          {seatsLeft !== null && (
            <p className="mt-1 text-xs text-ink-500">{t('request.seatsLeft', { count: seatsLeft })}</p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-ink-900">
            {t('request.message')} <span className="font-normal text-ink-500">({t('request.optional')})</span>
          </label>
          <textarea
            id={`${id}-message`}
            rows={4}
            maxLength={UPSKILLING_LIMITS.messageMax}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder={t('request.messagePlaceholder')}
            className="mt-1 w-full rounded-lg border border-ink-300 px-3 py-2 text-ink-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          />
        </div>
        <p className="text-xs text-ink-500">{t('request.hint')}</p>
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}

function CourseCard({
  course,
  pending,
  onRequest,
}: {
  course: UpskillingCourse;
  pending: boolean;
  onRequest: () => void;
}) {
  const { t } = useTranslation('company-business');
  const dates = courseDates(course);
  const seatsLeft = course.seats === null ? null : Math.max(0, course.seats - course.seatsTaken);
  return (
    <Card className="flex flex-col">
      <CardBody className="flex flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="primary">{t(`formats.${course.format}`)}</Badge>
          {seatsLeft === 0 && <Badge tone="ink">{t('courses.full')}</Badge>}
        </div>
        <h3 className="mt-3 text-lg font-semibold break-words text-ink-900">{course.title}</h3>
        <dl className="mt-3 grid gap-1.5 text-sm text-ink-700">
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-ink-400" aria-hidden />
            <dt className="sr-only">{t('courses.dates')}</dt>
            <dd>{dates ? <bdi dir="ltr">{dates}</bdi> : t('courses.onRequest')}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Clock className="size-4 shrink-0 text-ink-400" aria-hidden />
            <dt className="sr-only">{t('courses.duration')}</dt>
            <dd>{course.duration}</dd>
          </div>
          {course.location && (
            <div className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0 text-ink-400" aria-hidden />
              <dt className="sr-only">{t('courses.location')}</dt>
              <dd>{course.location}</dd>
            </div>
          )}
          {seatsLeft !== null && (
            <div className="flex items-center gap-2">
              <Users className="size-4 shrink-0 text-ink-400" aria-hidden />
              <dt className="sr-only">{t('courses.seats')}</dt>
              <dd>{t('courses.seatsLeft', { count: seatsLeft, total: course.seats })}</dd>
            </div>
          )}
        </dl>
        <Markdown
          source={course.description}
          className="mt-4 mb-5 text-sm text-ink-700 [&_h2]:text-base [&_h3]:text-sm [&_h4]:text-sm"
        />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4">
          <p className="font-semibold text-ink-900">
            {course.priceCents === null
              ? t('courses.free')
              : t('courses.price', { price: formatMoney(course.priceCents, course.currency) })}
          </p>
          <Button
            size="sm"
            icon={<Send className="size-4" aria-hidden />}
            onClick={onRequest}
            disabled={pending || seatsLeft === 0}
          >
            {pending ? t('courses.requested') : t('courses.request')}
            <span className="sr-only">: {course.title}</span>
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}

function RequestList({ requests }: { requests: CourseRequest[] }) {
  const { t } = useTranslation('company-business');
  if (requests.length === 0) {
    return (
      <EmptyState
        icon={<Inbox className="size-6" />}
        title={t('requests.empty')}
        text={t('requests.emptyText')}
      />
    );
  }
  return (
    <ul className="mt-4 divide-y divide-ink-100 border-t border-ink-100">
      {requests.map((request) => (
        <li key={request.id} className="px-5 py-4 sm:px-6">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-ink-900">{request.courseTitle}</span>
            <Badge tone={REQUEST_TONES[request.status]}>{t(`requestStatus.${request.status}`)}</Badge>
          </div>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600">
            <span>{t('requests.participants', { count: request.participants })}</span>
            {request.requestedByName && <span>{t('requests.by', { name: request.requestedByName })}</span>}
            <span>
              {t('requests.sent')} <bdi dir="ltr">{formatDate(request.createdAt)}</bdi>
            </span>
          </p>
          {request.staffNote && (
            <p className="mt-2 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700">
              <span className="font-semibold">{t('requests.answer')}:</span> {request.staffNote}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export function UpskillingPage() {
  const { t } = useTranslation('company-business');
  const { companyId, companyName } = useCompanyPermission();
  const courses = useUpskillingCourses(companyId);
  const requests = useUpskillingRequests(companyId);
  const [selected, setSelected] = useState<UpskillingCourse | null>(null);
  const pendingCourses = new Set(
    (requests.data ?? []).filter((r) => r.status === 'new').map((r) => r.courseId),
  );

  return (
    <PageContainer>
      <PageHeader eyebrow={companyName} title={t('upskilling.title')} description={t('upskilling.intro')} />
      <QueryContent query={courses}>
        {(items) => (
          <>
            {items.length === 0 ? (
              <Card className="mt-6">
                <EmptyState
                  icon={<GraduationCap className="size-6" />}
                  title={t('courses.empty')}
                  text={t('courses.emptyText')}
                />
              </Card>
            ) : (
              <div className="mt-6 grid gap-6 md:grid-cols-2">
                {items.map((course) => (
                  <CourseCard
                    key={course.id}
                    course={course}
                    pending={pendingCourses.has(course.id)}
                    onRequest={() => setSelected(course)}
                  />
                ))}
              </div>
            )}
            <Card className="mt-8">
              <CardHeader
                title={t('requests.title')}
                description={t('requests.intro')}
                icon={<Inbox className="size-5" />}
              />
              {requests.isPending ? null : requests.isError ? (
                <CardBody>
                  <p role="alert" className="text-sm font-medium text-danger-700">
                    {errorText(requests.error, { formal: true })}
                  </p>
                </CardBody>
              ) : (
                <RequestList requests={requests.data} />
              )}
            </Card>
          </>
        )}
      </QueryContent>
      {selected && companyId && (
        <RequestDialog companyId={companyId} course={selected} onClose={() => setSelected(null)} />
      )}
    </PageContainer>
  );
}
