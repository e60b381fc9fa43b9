/**
 * The feedback modal of a portal, mounted once in its shell (decision 237): it opens when `userFeedback` is
 * pending (from the menu entry or the automatic trigger), sends the rating, and on closing without sending marks
 * `feedbackGiven` if it is not set yet.
 */
import { useQueryClient } from '@tanstack/react-query';
import { browserFacts, markFeedbackGiven, submitFeedback, type FeedbackMode } from './feedback-calls';
import { clearFeedback, useFeedbackOpenings, usePendingFeedback } from './feedback-store';
import { FeedbackModal } from './feedback-modal';

export function FeedbackHost({ mode, feedbackGiven }: { mode: FeedbackMode; feedbackGiven: boolean }) {
  const queryClient = useQueryClient();
  const pending = usePendingFeedback();
  const openings = useFeedbackOpenings();
  const close = (sent: boolean) => {
    clearFeedback();
    // Sending set the flag on the server already; closing without sending sets it here (spec part 1 §4).
    if (!sent && !feedbackGiven) {
      markFeedbackGiven(queryClient, mode).catch(() => {
        // Not worth an error screen: at worst the modal offers itself once more later.
      });
    }
  };

  return (
    <FeedbackModal
      key={openings}
      open={pending !== null}
      formal={mode === 'company'}
      onSend={(body) => submitFeedback(queryClient, mode, body)}
      onClose={close}
      browserFacts={browserFacts}
    />
  );
}
