/**
 * The dialogs of the company's match actions: arrange an interview (1–3 date/time suggestions and the place or
 * video link), schedule a trial day, reject with a kindly worded feedback text, accept with a confirmation.
 * Each checks its input with the contract before sending; the server checks again.
 */
import {
  ArrangeInterviewBody,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  INTERVIEW_SUGGESTIONS_MAX,
  RejectApplicantBody,
  ScheduleTrialDayBody,
} from '@portal/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses, DateTextInput, ruleForIssue } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import type { MatchAction } from '../api/company-matching';
import { Notice } from './parts';

interface Slot {
  date: string | null | undefined;
  time: string;
}

/** `2026-12-01` + `14:30` as a moment in the browser's time zone, ISO with offset; null when incomplete. */
export function slotToIso(slot: Slot): string | null {
  if (!slot.date || !/^\d{2}:\d{2}$/.test(slot.time)) return null;
  const date = new Date(`${slot.date}T${slot.time}:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onSubmit: (action: MatchAction) => Promise<void>;
}

/** The first validation message of a failed parse or server answer, translated. */
function useIssueText() {
  const { t } = useTranslation(['company-matching', 'validation']);
  return (rule: string, params?: Record<string, unknown>) =>
    t(`validation:${rule}`, { ...params, defaultValue: t('company-matching:dialog.invalid') });
}

function useSubmitting(onSubmit: DialogProps['onSubmit'], onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const issueText = useIssueText();
  const run = async (action: MatchAction) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(action);
      onDone();
    } catch (caught) {
      const first = caught instanceof ApiError ? caught.customErrors[0] : undefined;
      setError(first ? issueText(first.rule, first.params) : errorText(caught, { formal: true }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

function SlotInputs({
  slot,
  index,
  onChange,
  onRemove,
}: {
  slot: Slot;
  index: number;
  onChange: (slot: Slot) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('company-matching');
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-36 flex-1">
        <label htmlFor={`${id}-date`} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('dialog.interview.date', { n: index + 1 })}
        </label>
        <DateTextInput
          id={`${id}-date`}
          className={controlClasses(false, 'h-11')}
          value={slot.date ?? ''}
          onValueChange={(parsed) => onChange({ ...slot, date: parsed })}
        />
      </div>
      <div className="w-32">
        <label htmlFor={`${id}-time`} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('dialog.interview.time', { n: index + 1 })}
        </label>
        <input
          id={`${id}-time`}
          type="time"
          className={controlClasses(false, 'h-11')}
          value={slot.time}
          onChange={(e) => onChange({ ...slot, time: e.target.value })}
        />
      </div>
      {onRemove && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('dialog.interview.remove', { n: index + 1 })}
          icon={<Trash2 className="size-4" />}
        />
      )}
    </div>
  );
}

export function InterviewDialog({
  open,
  onOpenChange,
  name,
  onSubmit,
  again,
}: DialogProps & { again: boolean }) {
  const { t } = useTranslation('company-matching');
  const issueText = useIssueText();
  const [slots, setSlots] = useState<Slot[]>([{ date: null, time: '10:00' }]);
  const [details, setDetails] = useState('');
  const close = () => onOpenChange(false);
  const { busy, error, setError, run } = useSubmitting(onSubmit, () => {
    setSlots([{ date: null, time: '10:00' }]);
    setDetails('');
    close();
  });
  const submit = () => {
    const isoList = slots.map(slotToIso);
    if (isoList.some((v) => v === null)) return setError(t('dialog.interview.incomplete'));
    const body = {
      interviewDateSuggestions: isoList as string[],
      ...(details.trim() ? { interviewDetails: details } : {}),
    };
    const parsed = ArrangeInterviewBody.safeParse(body);
    if (!parsed.success) {
      const { rule, params } = ruleForIssue(parsed.error.issues[0]!, body);
      return setError(issueText(rule, params));
    }
    void run({ kind: 'interview', body });
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={again ? t('dialog.interview.titleAgain') : t('dialog.interview.title')}
      description={t('dialog.interview.description', { name, max: INTERVIEW_SUGGESTIONS_MAX })}
      size="lg"
      confirmLabel={t('dialog.interview.submit')}
      onConfirm={submit}
      confirmLoading={busy}
      cancelLabel={t('dialog.cancel')}
    >
      <div className="space-y-4">
        {slots.map((slot, index) => (
          <SlotInputs
            key={index}
            slot={slot}
            index={index}
            onChange={(next) => setSlots((list) => list.map((s, i) => (i === index ? next : s)))}
            onRemove={
              slots.length > 1 ? () => setSlots((list) => list.filter((_, i) => i !== index)) : undefined
            }
          />
        ))}
        {slots.length < INTERVIEW_SUGGESTIONS_MAX && (
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus className="size-4" />}
            onClick={() => setSlots((list) => [...list, { date: null, time: '10:00' }])}
          >
            {t('dialog.interview.add')}
          </Button>
        )}
        <label className="block text-sm">
          <span className="mb-1.5 block font-medium text-ink-800">{t('dialog.interview.details')}</span>
          <textarea
            rows={3}
            maxLength={1000}
            className={controlClasses(false, 'py-2.5')}
            placeholder={t('dialog.interview.detailsPlaceholder')}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
        </label>
        <p className="text-sm text-ink-600">{t('dialog.interview.calendarNote')}</p>
        {error && <Notice tone="error">{error}</Notice>}
      </div>
    </Modal>
  );
}

export function TrialDayDialog({ open, onOpenChange, name, onSubmit }: DialogProps) {
  const { t } = useTranslation('company-matching');
  const issueText = useIssueText();
  const [slot, setSlot] = useState<Slot>({ date: null, time: '09:00' });
  const [details, setDetails] = useState('');
  const { busy, error, setError, run } = useSubmitting(onSubmit, () => onOpenChange(false));
  const submit = () => {
    const date = slotToIso(slot);
    if (!date) return setError(t('dialog.interview.incomplete'));
    const body = { date, ...(details.trim() ? { details } : {}) };
    const parsed = ScheduleTrialDayBody.safeParse(body);
    if (!parsed.success) {
      const { rule, params } = ruleForIssue(parsed.error.issues[0]!, body);
      return setError(issueText(rule, params));
    }
    void run({ kind: 'trialDay', body });
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.trialDay.title')}
      description={t('dialog.trialDay.description', { name })}
      confirmLabel={t('dialog.trialDay.submit')}
      onConfirm={submit}
      confirmLoading={busy}
      cancelLabel={t('dialog.cancel')}
    >
      <div className="space-y-4">
        <SlotInputs slot={slot} index={0} onChange={setSlot} />
        <label className="block text-sm">
          <span className="mb-1.5 block font-medium text-ink-800">{t('dialog.trialDay.details')}</span>
          <textarea
            rows={3}
            maxLength={1000}
            className={controlClasses(false, 'py-2.5')}
            placeholder={t('dialog.trialDay.detailsPlaceholder')}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
        </label>
        {error && <Notice tone="error">{error}</Notice>}
      </div>
    </Modal>
  );
}

export function RejectDialog({ open, onOpenChange, name, onSubmit }: DialogProps) {
  const { t } = useTranslation('company-matching');
  const issueText = useIssueText();
  const [text, setText] = useState('');
  const id = useId();
  const { busy, error, setError, run } = useSubmitting(onSubmit, () => onOpenChange(false));
  const submit = () => {
    const body = { feedbackText: text };
    const parsed = RejectApplicantBody.safeParse(body);
    if (!parsed.success) {
      const { rule, params } = ruleForIssue(parsed.error.issues[0]!, body);
      return setError(issueText(rule, params));
    }
    void run({ kind: 'reject', body });
  };
  const length = text.trim().length;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.reject.title')}
      description={t('dialog.reject.description', { name })}
      size="lg"
      confirmLabel={t('dialog.reject.submit')}
      onConfirm={submit}
      confirmLoading={busy}
      cancelLabel={t('dialog.cancel')}
    >
      <div className="space-y-3">
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          {t('dialog.reject.label')}{' '}
          <span className="text-danger-600" aria-hidden>
            *
          </span>
        </label>
        <textarea
          id={id}
          rows={5}
          required
          maxLength={FEEDBACK_TEXT_MAX}
          aria-describedby={`${id}-hint`}
          className={controlClasses(!!error, 'py-2.5')}
          placeholder={t('dialog.reject.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${id}-hint`} className="flex justify-between gap-3 text-xs text-ink-500">
          <span>{t('dialog.reject.hint', { min: FEEDBACK_TEXT_MIN })}</span>
          <span>{t('dialog.reject.counter', { count: FEEDBACK_TEXT_MAX - length })}</span>
        </p>
        {error && <Notice tone="error">{error}</Notice>}
      </div>
    </Modal>
  );
}

export function AcceptDialog({
  open,
  onOpenChange,
  name,
  onSubmit,
  confirmsCommitment,
}: DialogProps & { confirmsCommitment: boolean }) {
  const { t } = useTranslation('company-matching');
  const { busy, error, run } = useSubmitting(onSubmit, () => onOpenChange(false));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.accept.title')}
      description={
        confirmsCommitment
          ? t('dialog.accept.descriptionCommitted', { name })
          : t('dialog.accept.description', { name })
      }
      confirmLabel={t('dialog.accept.submit')}
      onConfirm={() => void run({ kind: 'accept' })}
      confirmLoading={busy}
      cancelLabel={t('dialog.cancel')}
    >
      {error && <Notice tone="error">{error}</Notice>}
    </Modal>
  );
}
