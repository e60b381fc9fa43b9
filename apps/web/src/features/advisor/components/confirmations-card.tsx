/**
 * The advisor's confirmations on the path (spec part 1 §4): info-session attendance (after the applicant ticked
 * it), scheduling the first advisory interview and confirming it (after the info session is confirmed).
 */
import type { AdvisorApplicantDetail } from '@portal/contracts';
import { CalendarClock, CircleCheck, Clock } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { applicantActions, useApplicantAction } from '../api/applicant-actions';
import { ActionFeedback } from './action-feedback';
import { formatDateTime } from './waiting-time';

function Row({
  title,
  status,
  done,
  children,
}: {
  title: string;
  status: ReactNode;
  done: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <span
          className={
            done
              ? 'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-700'
              : 'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700'
          }
          aria-hidden
        >
          {done ? <CircleCheck className="size-4" /> : <Clock className="size-4" />}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-ink-900">{title}</h3>
          <p className="mt-0.5 text-sm text-ink-600">{status}</p>
          {children}
        </div>
      </div>
    </div>
  );
}

/** `YYYY-MM-DDTHH:mm` (datetime-local) one day ahead at 10:00, local time. */
function defaultInterviewInput(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(10, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
}

export function ConfirmationsCard({ detail }: { detail: AdvisorApplicantDetail }) {
  const { t, i18n } = useTranslation('advisor');
  const { applicant } = detail;
  const accountId = applicant.accountId;
  const advised = applicant.units;
  const interviewConfirmedOn = advised.find(
    (u) => u.participateAdvisorInterviewOn,
  )?.participateAdvisorInterviewOn;
  const scheduledAt = advised.find((u) => u.interviewScheduledAt)?.interviewScheduledAt ?? null;
  const [when, setWhen] = useState(defaultInterviewInput);
  const whenId = useId();

  const confirmInfo = useApplicantAction(accountId, () => applicantActions.confirmInfoSession(accountId));
  const schedule = useApplicantAction(accountId, (value: string) =>
    applicantActions.scheduleInterview(accountId, new Date(value).toISOString()),
  );
  const confirmInterview = useApplicantAction(accountId, () => applicantActions.confirmInterview(accountId));

  const infoStatus = applicant.infoSessionAttendanceConfirmed
    ? t('confirm.info.confirmed', {
        date: applicant.infoSessionConfirmedAt
          ? formatDateTime(applicant.infoSessionConfirmedAt, i18n.language)
          : '',
      })
    : applicant.infoSessionAttended
      ? t('confirm.info.ticked', {
          date: applicant.infoSessionAttendedAt
            ? formatDateTime(applicant.infoSessionAttendedAt, i18n.language)
            : '',
        })
      : t('confirm.info.notTicked');

  const interviewStatus = interviewConfirmedOn
    ? t('confirm.interview.confirmed', { date: formatDateTime(interviewConfirmedOn, i18n.language) })
    : !applicant.infoSessionAttendanceConfirmed
      ? t('confirm.interview.afterInfo')
      : scheduledAt
        ? t('confirm.interview.scheduled', { date: formatDateTime(scheduledAt, i18n.language) })
        : t('confirm.interview.notScheduled');

  return (
    <Card>
      <CardHeader
        title={t('confirm.title')}
        description={t('confirm.description')}
        icon={<CalendarClock className="size-5" />}
      />
      <CardBody className="divide-y divide-ink-100">
        <Row
          title={t('confirm.info.title')}
          status={infoStatus}
          done={applicant.infoSessionAttendanceConfirmed}
        >
          {applicant.infoSessionAttended && !applicant.infoSessionAttendanceConfirmed && (
            <Button
              className="mt-3"
              loading={confirmInfo.isPending}
              onClick={() => confirmInfo.mutate(undefined)}
            >
              {t('confirm.info.action')}
            </Button>
          )}
          <ActionFeedback
            className="mt-2"
            error={confirmInfo.error}
            success={confirmInfo.isSuccess ? t('confirm.info.done') : null}
          />
        </Row>
        <Row title={t('confirm.interview.title')} status={interviewStatus} done={!!interviewConfirmedOn}>
          {applicant.infoSessionAttendanceConfirmed && !interviewConfirmedOn && (
            <div className="mt-3 space-y-3">
              <form
                className="flex flex-col gap-2 sm:flex-row sm:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (when) schedule.mutate(when);
                }}
              >
                <div className="min-w-0 sm:w-64">
                  <label htmlFor={whenId} className="mb-1.5 block text-sm font-medium text-ink-800">
                    {t('confirm.interview.dateLabel')}
                  </label>
                  <input
                    id={whenId}
                    type="datetime-local"
                    value={when}
                    required
                    onChange={(event) => setWhen(event.target.value)}
                    className={controlClasses(false, 'h-11')}
                  />
                </div>
                <Button type="submit" variant="secondary" loading={schedule.isPending}>
                  {scheduledAt ? t('confirm.interview.reschedule') : t('confirm.interview.schedule')}
                </Button>
              </form>
              <ActionFeedback
                error={schedule.error}
                success={schedule.isSuccess ? t('confirm.interview.scheduledDone') : null}
              />
              <Button loading={confirmInterview.isPending} onClick={() => confirmInterview.mutate(undefined)}>
                {t('confirm.interview.action')}
              </Button>
            </div>
          )}
          <ActionFeedback
            className="mt-2"
            error={confirmInterview.error}
            success={confirmInterview.isSuccess ? t('confirm.interview.done') : null}
          />
        </Row>
      </CardBody>
    </Card>
  );
}
