/**
 * When the feedback modal opens by itself (decision 237): once the person reached their milestone, on the
 * portal's start page, when nothing else is open and they have paused for a moment. At most once per account:
 * closing it (sent or not) sets `feedbackGiven`, and a set flag never opens it again.
 */
import { useEffect } from 'react';
import { feedbackStore, openFeedback } from './feedback-store';

/** How long the person must have paused (no pointer, key, scroll or touch) before the modal appears. */
export const AUTOMATIC_FEEDBACK_PAUSE_MS = 6000;

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Another dialog (company choice, confirmation, …) or an open menu is on screen: never cover it. */
function somethingElseIsOpen(): boolean {
  return !!document.querySelector(
    '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [role="menu"][data-state="open"]',
  );
}

export interface AutomaticFeedbackConditions {
  /** The flag is known and not set. */
  due: boolean;
  /** The milestone was reached (applicants: step 2 done; companies: a job opening published). */
  milestone: boolean;
  /** The current page is the start page (never inside a wizard or a form). */
  onStartPage: boolean;
}

export function useAutomaticFeedback({ due, milestone, onStartPage }: AutomaticFeedbackConditions): void {
  const ready = due && milestone && onStartPage;
  useEffect(() => {
    if (!ready) return;
    let timer = 0;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (feedbackStore.get().userFeedback) return;
        if (somethingElseIsOpen()) arm();
        else openFeedback('auto');
      }, AUTOMATIC_FEEDBACK_PAUSE_MS);
    };
    arm();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, arm, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, arm, { capture: true });
    };
  }, [ready]);
}
