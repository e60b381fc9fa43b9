import { describe, expect, it, vi } from 'vitest';
import { createScrollTracker, type ScrollState } from './use-scroll-state';

function tracker(start = 0) {
  let offset = start;
  const state: ScrollState = { isTopScrolled: true, showBackToTop: true };
  const t = createScrollTracker(
    () => offset,
    (patch) => Object.assign(state, patch),
  );
  return {
    state,
    scrollTo(next: number) {
      offset = next;
      t.handleScroll();
    },
  };
}

describe('back-to-top scroll state', () => {
  it('is hidden and top-scrolled at offset 0', () => {
    const { state } = tracker();
    expect(state).toEqual({ isTopScrolled: true, showBackToTop: false });
  });

  it('hides 150 ms after scrolling down and shows while scrolling up', () => {
    vi.useFakeTimers();
    const { state, scrollTo } = tracker();
    scrollTo(400);
    expect(state.isTopScrolled).toBe(false);
    expect(state.showBackToTop).toBe(false);

    scrollTo(300); // up
    expect(state.showBackToTop).toBe(true);

    scrollTo(350); // down again
    vi.advanceTimersByTime(149);
    expect(state.showBackToTop).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state.showBackToTop).toBe(false);
  });

  it('cancels a pending hide when the user scrolls up again', () => {
    vi.useFakeTimers();
    const { state, scrollTo } = tracker(800);
    scrollTo(600);
    expect(state.showBackToTop).toBe(true);
    scrollTo(700);
    vi.advanceTimersByTime(100);
    scrollTo(650);
    vi.advanceTimersByTime(500);
    expect(state.showBackToTop).toBe(true);
  });

  it('hides at the top and sets the top-scrolled flag', () => {
    const { state, scrollTo } = tracker(500);
    scrollTo(200);
    expect(state.showBackToTop).toBe(true);
    scrollTo(0);
    expect(state).toEqual({ isTopScrolled: true, showBackToTop: false });
  });
});
