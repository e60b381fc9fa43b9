/**
 * The feedback modal (spec part 1 §2 "Feedback modal", §4): the three ratings as a radio group, the reasons of the
 * chosen rating as a multi-select, an optional comment with the live counter "noch N Zeichen" (2000), the note that
 * the rating is anonymous, "Absenden" disabled until a rating is chosen, then a thank-you with "Schließen".
 * Applicants are addressed informally, company users formally (`_formal` texts).
 */
import {
  FEEDBACK_LIMITS,
  FEEDBACK_REASONS_BY_RATING,
  FeedbackRating,
  joinFeedbackReasons,
  type FeedbackBody,
  type FeedbackRatingValue,
} from '@portal/contracts';
import { clsx } from 'clsx';
import { Check, CircleCheckBig, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { errorText } from '../../lib/error-text';
import { RATING_LOOK } from './rating-look';

/** How long the counter waits after the last key before a screen reader hears it (not on every character). */
const COUNTER_ANNOUNCE_DELAY_MS = 1200;

/** Every opening mounts the modal afresh (the host keys it by `openings`), so it starts without a rating. */
export interface FeedbackModalProps {
  open: boolean;
  /** Company portal: formal address and "Unternehmensportal". */
  formal: boolean;
  /** Sends the rating; throws (an `ApiError`) when it failed. */
  onSend: (body: FeedbackBody) => Promise<void>;
  /** The modal closed; `sent` tells whether the rating went out. */
  onClose: (sent: boolean) => void;
  /** The browser facts the call carries (user agent, screen size). */
  browserFacts: () => Pick<FeedbackBody, 'userAgent' | 'screenWidth' | 'screenHeight'>;
}

/** The comment's counter, shown at once and announced politely once the typing pauses. */
function CommentCounter({ id, remaining, formal }: { id: string; remaining: number; formal: boolean }) {
  const { t } = useTranslation('feedback');
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    if (remaining === FEEDBACK_LIMITS.textMax) return;
    const timer = window.setTimeout(() => setAnnounced(remaining), COUNTER_ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  const context = formal ? 'formal' : undefined;
  return (
    <>
      <p id={id} className="mt-1 text-end text-xs text-ink-500 tabular-nums">
        {t('comment.counter', { count: remaining, context })}
      </p>
      <p className="sr-only" aria-live="polite">
        {announced === null ? '' : t('comment.counter', { count: announced, context })}
      </p>
    </>
  );
}

export function FeedbackModal({ open, formal, onSend, onClose, browserFacts }: FeedbackModalProps) {
  const { t } = useTranslation('feedback');
  const context = formal ? 'formal' : undefined;
  const [rating, setRating] = useState<FeedbackRatingValue | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const ids = { comment: useId(), counter: useId(), reasons: useId(), note: useId() };

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const chooseRating = (next: FeedbackRatingValue) => {
    setRating(next);
    // Reasons belong to one rating (a neutral rating has none).
    if (next !== rating) setReasons([]);
    setFailure(null);
  };

  const toggleReason = (reason: string) =>
    setReasons((current) =>
      current.includes(reason) ? current.filter((r) => r !== reason) : [...current, reason],
    );

  const send = async () => {
    if (!rating || sending) return;
    setSending(true);
    setFailure(null);
    // In the order the modal lists them, joined by ", " (spec part 2 §3).
    const chosen = FEEDBACK_REASONS_BY_RATING[rating].filter((r) => reasons.includes(r));
    try {
      await onSend({
        selected: rating,
        reasons: joinFeedbackReasons(chosen),
        feedback: comment.trim(),
        ...browserFacts(),
      });
      setSent(true);
    } catch (error) {
      setFailure(errorText(error, { formal }));
    } finally {
      setSending(false);
    }
  };

  const offered = rating ? FEEDBACK_REASONS_BY_RATING[rating] : [];

  const footer = sent ? (
    <Button onClick={() => onClose(true)}>{t('thanks.close')}</Button>
  ) : (
    <Button onClick={() => void send()} disabled={!rating} loading={sending}>
      {t('form.send')}
    </Button>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose(sent))}
      title={t('modal.title', { context })}
      description={sent ? undefined : t('modal.intro', { context })}
      footer={footer}
      size="md"
    >
      {sent ? (
        <div className="flex flex-col items-center py-4 text-center" role="status">
          <span className="flex size-14 items-center justify-center rounded-full bg-success-50 text-success-600">
            <CircleCheckBig className="size-8" aria-hidden />
          </span>
          <h3 ref={thanksRef} tabIndex={-1} className="mt-4 text-lg font-semibold text-ink-900 outline-none">
            {t('thanks.title', { context })}
          </h3>
          <p className="mt-2 max-w-sm text-sm text-ink-600">{t('thanks.text', { context })}</p>
        </div>
      ) : (
        <form
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <fieldset>
            <legend className="mb-3 text-sm font-semibold text-ink-900">
              {t('rating.legend', { context })}
            </legend>
            <div className="grid grid-cols-3 gap-2 sm:gap-3">
              {FeedbackRating.options.map((value) => {
                const look = RATING_LOOK[value];
                const Icon = look.icon;
                const checked = rating === value;
                return (
                  <label
                    key={value}
                    className={clsx(
                      'relative flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 px-2 py-4 transition-colors',
                      'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-500',
                      checked
                        ? clsx(look.chosen, 'ring-1')
                        : 'border-ink-200 bg-white hover:border-ink-300 hover:bg-ink-50',
                    )}
                  >
                    <input
                      type="radio"
                      name="feedback-rating"
                      value={value}
                      checked={checked}
                      onChange={() => chooseRating(value)}
                      className="sr-only"
                    />
                    <Icon
                      className={clsx('size-10 sm:size-12', checked ? look.iconColour : 'text-ink-400')}
                      strokeWidth={1.6}
                      aria-hidden
                    />
                    <span
                      className={clsx('text-sm font-semibold', checked ? 'text-ink-900' : 'text-ink-700')}
                    >
                      {t(`rating.${value}`)}
                    </span>
                    {checked && (
                      <Check
                        className="absolute end-2 top-2 size-4 text-ink-700"
                        strokeWidth={3}
                        aria-hidden
                      />
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>

          {offered.length > 0 && rating && (
            <fieldset aria-describedby={ids.reasons}>
              <legend className="text-sm font-semibold text-ink-900">
                {t(`reasons.${rating}.prompt`, { context })}
              </legend>
              <p id={ids.reasons} className="mt-1 text-xs text-ink-500">
                {t('reasons.hint')}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {offered.map((reason) => {
                  const checked = reasons.includes(reason);
                  return (
                    <label
                      key={reason}
                      className={clsx(
                        'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm transition-colors',
                        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-500',
                        checked
                          ? 'border-primary-700 bg-primary-50 font-medium text-primary-900'
                          : 'border-ink-200 bg-white text-ink-800 hover:border-ink-300 hover:bg-ink-50',
                      )}
                    >
                      <input
                        type="checkbox"
                        checked={checked}
                        onChange={() => toggleReason(reason)}
                        className="size-4 accent-primary-700"
                      />
                      {t(`reason.${rating}.${reason}`)}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}

          <div>
            <label htmlFor={ids.comment} className="block text-sm font-semibold text-ink-900">
              {t('comment.label', { context })}{' '}
              <span className="font-normal text-ink-500">{t('comment.optional')}</span>
            </label>
            <textarea
              id={ids.comment}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              maxLength={FEEDBACK_LIMITS.textMax}
              rows={4}
              aria-describedby={`${ids.counter} ${ids.note}`}
              placeholder={t('comment.placeholder', { context })}
              className="mt-2 block min-h-24 w-full resize-y rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-sm leading-relaxed text-ink-900 placeholder:text-ink-400 focus:border-primary-600 focus:outline-3 focus:outline-primary-200"
            />
            <CommentCounter
              id={ids.counter}
              remaining={FEEDBACK_LIMITS.textMax - comment.length}
              formal={formal}
            />
          </div>

          <p
            id={ids.note}
            className="flex items-start gap-2.5 rounded-xl bg-ink-50 px-3.5 py-3 text-sm text-ink-700"
          >
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden />
            {t('anonymity', { context })}
          </p>

          {failure && (
            <p
              role="alert"
              className="rounded-xl bg-danger-50 px-3.5 py-3 text-sm font-medium text-danger-700"
            >
              {failure}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
