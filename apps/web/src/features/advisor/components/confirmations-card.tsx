/**
 * The advisor's confirmations on the path (spec part 1 §4): info-session attendance (after the applicant ticked
 * it), scheduling the first advisory interview and confirming it (after the info session is confirmed, once its
 * appointment has come, with undo: `InterviewActions`, decision 076).
 */
import type { AdvisorApplicantDetail } from '@portal/contracts';
import { CalendarClock, CircleCheck, Clock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { applicantActions, useApplicantAction } from '../api/applicant-actions';
import { ActionFeedback } from './action-feedback';
import { InterviewActions } from './interview-actions';
import { formatDateTime } from '../../../lib/format';

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
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="py-4 first:pt-0 last:pb-0">
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
          <h3 id={titleId} className="font-semibold text-ink-900">
            {title}
          </h3>
          <p className="mt-0.5 text-sm text-ink-600">{status}</p>
          {children}
        </div>
      </div>
    </section>
  );
}

export function ConfirmationsCard({ detail }: { detail: AdvisorApplicantDetail }) {
  const { t } = useTranslation('advisor');
  const { applicant } = detail;
  const accountId = applicant.accountId;
  const advised = applicant.units;
  const interviewConfirmedOn = advised.find(
    (u) => u.participateAdvisorInterviewOn,
  )?.participateAdvisorInterviewOn;
  const scheduledAt = advised.find((u) => u.interviewScheduledAt)?.interviewScheduledAt ?? null;

  const confirmInfo = useApplicantAction(accountId, () => applicantActions.confirmInfoSession(accountId));

  const infoStatus = applicant.infoSessionAttendanceConfirmed
    ? t('confirm.info.confirmed', {
        date: applicant.infoSessionConfirmedAt ? formatDateTime(applicant.infoSessionConfirmedAt) : '',
      })
    : applicant.infoSessionAttended
      ? t('confirm.info.ticked', {
          date: applicant.infoSessionAttendedAt ? formatDateTime(applicant.infoSessionAttendedAt) : '',
        })
      : t('confirm.info.notTicked');

  const interviewStatus = interviewConfirmedOn
    ? t('confirm.interview.confirmed', { date: formatDateTime(interviewConfirmedOn) })
    : !applicant.infoSessionAttendanceConfirmed
      ? t('confirm.interview.afterInfo')
      : scheduledAt
        ? t('confirm.interview.scheduled', { date: formatDateTime(scheduledAt) })
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
          {applicant.infoSessionAttendanceConfirmed && <InterviewActions applicant={applicant} />}
        </Row>
      </CardBody>
    </Card>
  );
}
