/**
 * The feedback modal of a portal, mounted once in its shell (decision 237): it opens when `userFeedback` is
 * pending (from the menu entry or the automatic trigger), sends the rating, and on closing without sending marks
 * `feedbackGiven` if it is not set yet.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyNamed, useOpenedOnce } from '../../lib/lazy-component';
import { browserFacts, markFeedbackGiven, submitFeedback, type FeedbackMode } from './feedback-calls';
import { clearFeedback, useFeedbackOpenings, usePendingFeedback } from './feedback-store';

/** Loaded with the first opening (decision 314). */
const FeedbackModal = lazyNamed(() => import('./feedback-modal').then((m) => m.FeedbackModal));

export function FeedbackHost({ mode, feedbackGiven }: { mode: FeedbackMode; feedbackGiven: boolean }) {
  const queryClient = useQueryClient();
  const pending = usePendingFeedback();
  const openings = useFeedbackOpenings();
  const opened = useOpenedOnce(pending !== null);
  const close = (sent: boolean) => {
    clearFeedback();
    // Sending set the flag on the server already; closing without sending sets it here (spec part 1 §4).
    if (!sent && !feedbackGiven) {
      markFeedbackGiven(queryClient, mode).catch(() => {
        // Not worth an error screen: at worst the modal offers itself once more later.
      });
    }
  };

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackModal
        key={openings}
        open={pending !== null}
        formal={mode === 'company'}
        onSend={(body) => submitFeedback(queryClient, mode, body)}
        onClose={close}
        browserFacts={browserFacts}
      />
    </Suspense>
  );
}
