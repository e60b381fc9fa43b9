/**
 * Scroll state for the back-to-top control (spec part 1 §4 "Scroll"): the top-scrolled flag is true
 * at offset 0; the control is hidden at the top, hides 150 ms after the user starts scrolling down
 * and shows while scrolling up.
 */
import { TIMINGS } from '@portal/contracts';
import { useEffect } from 'react';
import { appStore, useAppState } from '../lib/app-state';

export interface ScrollState {
  isTopScrolled: boolean;
  showBackToTop: boolean;
}

export function createScrollTracker(
  getOffset: () => number,
  onChange: (state: Partial<ScrollState>) => void,
  hideDelayMs: number = TIMINGS.backToTopHideMs,
) {
  let lastOffset = getOffset();
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const cancelHide = () => {
    if (hideTimer !== undefined) clearTimeout(hideTimer);
    hideTimer = undefined;
  };

  onChange({ isTopScrolled: lastOffset <= 0, showBackToTop: false });

  return {
    handleScroll(): void {
      const offset = getOffset();
      if (offset <= 0) {
        cancelHide();
        onChange({ isTopScrolled: true, showBackToTop: false });
      } else if (offset < lastOffset) {
        cancelHide();
        onChange({ isTopScrolled: false, showBackToTop: true });
      } else if (offset > lastOffset) {
        onChange({ isTopScrolled: false });
        hideTimer ??= setTimeout(() => {
          hideTimer = undefined;
          onChange({ showBackToTop: false });
        }, hideDelayMs);
      }
      lastOffset = offset;
    },
    dispose: cancelHide,
  };
}

export function useScrollWatcher(): void {
  useEffect(() => {
    const tracker = createScrollTracker(
      () => window.scrollY,
      (state) => appStore.set(state),
    );
    const onScroll = () => tracker.handleScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      tracker.dispose();
    };
  }, []);
}

export function useScrollState(): ScrollState {
  const isTopScrolled = useAppState((s) => s.isTopScrolled);
  const showBackToTop = useAppState((s) => s.showBackToTop);
  return { isTopScrolled, showBackToTop };
}
