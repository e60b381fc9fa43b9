/**
 * The advisor's actions on the first advisory interview (decision 076): set or move the appointment (the field
 * shows the stored one), confirm it once the appointment has come — after the question "Gespräch am … hat
 * stattgefunden?" with the appointment's date filled in and correctable — and undo the confirmation for a short
 * time. The API enforces the same rules.
 */
import {
  INTERVIEW_CONFIRMATION_UNDO_MINUTES,
  interviewConfirmationIssue,
  type AdvisorApplicant,
} from '@portal/contracts';
import { Undo2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput, FieldShell, controlClasses } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDate } from '../../../lib/format';
import { applicantActions, useApplicantAction } from '../api/applicant-actions';
import { ActionFeedback } from './action-feedback';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of `date` in the browser's time zone. */
function localDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `HH:MM` (24 h) of `date` in the browser's time zone. */
function localTimeInput(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The appointment fields' values: the stored appointment, else tomorrow at 10:00. */
function appointmentInput(scheduledAt: string | null, now = new Date()): { day: string; time: string } {
  if (scheduledAt) {
    const at = new Date(scheduledAt);
    return { day: localDateInput(at), time: localTimeInput(at) };
  }
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  return { day: localDateInput(tomorrow), time: '10:00' };
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The appointment as an instant, or why it cannot be one. */
function appointmentAt(
  day: string | null | undefined,
  time: string,
): { at: string } | { issue: 'day' | 'time' } {
  if (!day) return { issue: 'day' };
  const clock = TIME.exec(time.trim());
  if (!clock) return { issue: 'time' };
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { at: new Date(year, month - 1, date, Number(clock[1]), Number(clock[2])).toISOString() };
}

/** The first instant of tomorrow in the browser's time zone (the API uses the German day). */
function startOfTomorrow(now: Date): Date {
  const next = new Date(now);
  next.setDate(next.getDate() + 1);
  next.setHours(0, 0, 0, 0);
  return next;
}

/**
 * The participation date to send: nothing when it is the appointment's day (the server records the appointment),
 * else that day at the appointment's time, but never later than now.
 */
function participationFor(day: string, scheduledAt: string, now = new Date()): string | undefined {
  const appointment = new Date(scheduledAt);
  if (day === localDateInput(appointment)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const chosen = new Date(year, month - 1, date, appointment.getHours(), appointment.getMinutes());
  return (chosen > now ? now : chosen).toISOString();
}

/** Re-renders every `ms`, so time-bound controls (undo window, "today") follow the clock. */
function useNow(ms: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * The appointment as a German date and a 24-hour time, the same in every browser and language (native date and
 * time pickers show the browser's own format).
 */
function AppointmentForm({
  scheduledAt,
  saving,
  onSave,
}: {
  scheduledAt: string | null;
  saving: boolean;
  onSave: (isoDateTime: string) => void;
}) {
  const { t } = useTranslation('advisor');
  const initial = appointmentInput(scheduledAt);
  const [day, setDay] = useState<string | null | undefined>(initial.day);
  const [time, setTime] = useState(initial.time);
  const [issue, setIssue] = useState<'day' | 'time' | null>(null);
  const dayId = useId();
  const timeId = useId();
  const errorId = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = appointmentAt(day, time);
        if ('issue' in result) return setIssue(result.issue);
        setIssue(null);
        onSave(result.at);
      }}
    >
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('confirm.interview.dateLabel')}
        </legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex gap-2">
            <div className="w-36">
              <label htmlFor={dayId} className="mb-1 block text-xs font-medium text-ink-600">
                {t('confirm.interview.appointmentDay')}
              </label>
              <DateTextInput
                id={dayId}
                value={day}
                aria-invalid={issue === 'day' || undefined}
                aria-describedby={issue ? errorId : undefined}
                onValueChange={(parsed) => {
                  setDay(parsed);
                  setIssue(null);
                }}
                className={controlClasses(issue === 'day', 'h-11')}
              />
            </div>
            <div className="w-24">
              <label htmlFor={timeId} className="mb-1 block text-xs font-medium text-ink-600">
                {t('confirm.interview.appointmentTime')}
              </label>
              <input
                id={timeId}
                type="text"
                inputMode="numeric"
                dir="ltr"
                maxLength={5}
                placeholder="HH:MM"
                value={time}
                aria-invalid={issue === 'time' || undefined}
                aria-describedby={issue ? errorId : undefined}
                onChange={(event) => {
                  setTime(event.target.value);
                  setIssue(null);
                }}
                className={controlClasses(issue === 'time', 'h-11 rtl:text-right')}
              />
            </div>
          </div>
          <Button type="submit" variant="secondary" loading={saving}>
            {scheduledAt ? t('confirm.interview.reschedule') : t('confirm.interview.schedule')}
          </Button>
        </div>
        {issue && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
            {t(
              issue === 'day'
                ? 'confirm.interview.appointmentDayInvalid'
                : 'confirm.interview.appointmentTimeInvalid',
            )}
          </p>
        )}
      </fieldset>
    </form>
  );
}

export function InterviewActions({ applicant }: { applicant: AdvisorApplicant }) {
  const { t } = useTranslation(['advisor', 'validation']);
  const accountId = applicant.accountId;
  const now = useNow(15_000);
  const confirmed = applicant.units.find((unit) => unit.participateAdvisorInterviewOn);
  const scheduledAt =
    applicant.units.find((unit) => !unit.participateAdvisorInterviewOn && unit.interviewScheduledAt)
      ?.interviewScheduledAt ?? null;
  const undoableUntil = applicant.units
    .map((unit) => unit.interviewConfirmationUndoableUntil)
    .find((until): until is string => !!until && Date.parse(until) > now.getTime());

  const [dialogOpen, setDialogOpen] = useState(false);
  /** The conversation's date: ISO, `null` when empty, `undefined` when the text is no date. */
  const [day, setDay] = useState<string | null | undefined>(null);
  const [dayError, setDayError] = useState<string | null>(null);

  const schedule = useApplicantAction(accountId, (isoDateTime: string) =>
    applicantActions.scheduleInterview(accountId, isoDateTime),
  );
  const confirm = useApplicantAction(accountId, (participatedOn: string | undefined) =>
    applicantActions.confirmInterview(accountId, participatedOn),
  );
  const undo = useApplicantAction(accountId, () => applicantActions.undoInterviewConfirmation(accountId));

  if (confirmed) {
    return (
      <div className="mt-3 space-y-3">
        <ActionFeedback error={undo.error} success={confirm.isSuccess ? t('confirm.interview.done') : null} />
        {undoableUntil && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button
              variant="secondary"
              icon={<Undo2 className="size-4" aria-hidden />}
              loading={undo.isPending}
              onClick={() =>
                undo.mutate(undefined, {
                  onSuccess: () => {
                    confirm.reset();
                    schedule.reset();
                  },
                })
              }
            >
              {t('confirm.interview.undo')}
            </Button>
            <p className="text-sm text-ink-600">
              {t('confirm.interview.undoUntil', {
                time: new Date(undoableUntil).toLocaleTimeString(undefined, {
                  hour: '2-digit',
                  minute: '2-digit',
                }),
              })}
            </p>
          </div>
        )}
      </div>
    );
  }

  const issue = interviewConfirmationIssue(scheduledAt, startOfTomorrow(now));
  const openDialog = () => {
    if (!scheduledAt) return;
    confirm.reset();
    setDay(localDateInput(new Date(scheduledAt)));
    setDayError(null);
    setDialogOpen(true);
  };
  const submitConfirmation = () => {
    if (!scheduledAt) return;
    if (day === null) {
      return setDayError(t('validation:required', { field: t('confirm.interview.dialogDate') }));
    }
    if (day === undefined) return setDayError(t('validation:date_input'));
    if (day > localDateInput(new Date())) return setDayError(t('validation:date_not_in_future'));
    confirm.mutate(participationFor(day, scheduledAt), {
      onSuccess: () => {
        undo.reset();
        setDialogOpen(false);
      },
    });
  };

  return (
    <div className="mt-3 space-y-3">
      {/* Keyed by the appointment: a saved (or moved) one is what the field shows from then on. */}
      <AppointmentForm
        key={scheduledAt ?? 'none'}
        scheduledAt={scheduledAt}
        saving={schedule.isPending}
        onSave={(value) => schedule.mutate(value)}
      />
      <ActionFeedback
        error={schedule.error}
        success={schedule.isSuccess ? t('confirm.interview.scheduledDone') : null}
      />
      <div className="flex flex-col gap-2">
        <div>
          <Button disabled={issue !== null} onClick={openDialog}>
            {t('confirm.interview.action')}
          </Button>
        </div>
        {issue === 'interview_not_scheduled' && (
          <p className="text-sm text-ink-600">{t('confirm.interview.needsAppointment')}</p>
        )}
        {issue === 'interview_not_yet' && scheduledAt && (
          <p className="text-sm text-ink-600">
            {t('confirm.interview.notYet', { date: formatDate(new Date(scheduledAt)) })}
          </p>
        )}
        <ActionFeedback
          error={dialogOpen ? null : confirm.error}
          success={undo.isSuccess ? t('confirm.interview.undone') : null}
        />
      </div>
      {scheduledAt && (
        <Modal
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          size="sm"
          title={t('confirm.interview.dialogTitle', { date: formatDate(new Date(scheduledAt)) })}
          description={t('confirm.interview.dialogText', { minutes: INTERVIEW_CONFIRMATION_UNDO_MINUTES })}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                {t('confirm.interview.dialogCancel')}
              </Button>
              <Button loading={confirm.isPending} onClick={submitConfirmation}>
                {t('confirm.interview.dialogConfirm')}
              </Button>
            </>
          }
        >
          <FieldShell
            label={t('confirm.interview.dialogDate')}
            required
            hint={t('confirm.interview.dialogDateHint')}
            error={dayError}
          >
            {(control) => (
              <DateTextInput
                {...control}
                value={day}
                onValueChange={(parsed) => {
                  setDay(parsed);
                  setDayError(null);
                }}
                className={controlClasses(!!dayError, 'h-11 sm:max-w-56')}
              />
            )}
          </FieldShell>
          <ActionFeedback className="mt-3" error={confirm.error} />
        </Modal>
      )}
    </div>
  );
}
