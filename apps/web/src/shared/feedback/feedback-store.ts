/**
 * The client state `userFeedback` of spec part 1 §3: a pending request to show the feedback modal, and how it
 * came about (`auto` after a milestone, `manual` from the user menu). Closing the modal clears it.
 */
import { createStore, useStore } from '../../lib/create-store';

export type FeedbackTrigger = 'auto' | 'manual';

interface FeedbackState {
  userFeedback: FeedbackTrigger | null;
  /** Counts the openings: each one shows a fresh modal. */
  openings: number;
}

export const feedbackStore = createStore<FeedbackState>({ userFeedback: null, openings: 0 });

export function openFeedback(trigger: FeedbackTrigger): void {
  feedbackStore.set((state) =>
    state.userFeedback ? {} : { userFeedback: trigger, openings: state.openings + 1 },
  );
}

export function clearFeedback(): void {
  feedbackStore.set({ userFeedback: null });
}

export function usePendingFeedback(): FeedbackTrigger | null {
  return useStore(feedbackStore, (state) => state.userFeedback);
}

export function useFeedbackOpenings(): number {
  return useStore(feedbackStore, (state) => state.openings);
}
