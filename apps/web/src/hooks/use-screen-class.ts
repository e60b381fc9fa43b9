/**
 * The screen-size class (xs … 2xl) from `screenClassForWidth` (contracts), recomputed on resize with a
 * 500 ms debounce. `useScreenClassWatcher` runs once in the app provider and keeps it in the app state.
 */
import { screenClassForWidth, TIMINGS, type ScreenClass } from '@portal/contracts';
import { useEffect } from 'react';
import { appStore } from '../lib/app-state';

export function watchScreenClass(win: Window, onChange: (screenClass: ScreenClass) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      onChange(screenClassForWidth(win.innerWidth));
    }, TIMINGS.resizeDebounceMs);
  };
  onChange(screenClassForWidth(win.innerWidth));
  win.addEventListener('resize', onResize);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}

export function useScreenClassWatcher(): void {
  useEffect(() => watchScreenClass(window, (screenClass) => appStore.set({ screenClass })), []);
}
