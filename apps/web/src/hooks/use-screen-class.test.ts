import { screenClassForWidth } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { watchScreenClass } from './use-screen-class';

function fakeWindow(width: number) {
  return Object.assign(new EventTarget(), { innerWidth: width }) as unknown as Window & {
    innerWidth: number;
  };
}

describe('screen classes', () => {
  it('map widths to the spec classes', () => {
    expect([390, 639, 640, 767, 768, 1023, 1024, 1279, 1280, 1535, 1536].map(screenClassForWidth)).toEqual([
      'xs',
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
      'xl',
      '2xl',
    ]);
  });

  it('are recomputed on resize with a 500 ms debounce', () => {
    vi.useFakeTimers();
    const win = fakeWindow(1300);
    const onChange = vi.fn();
    const stop = watchScreenClass(win, onChange);
    expect(onChange).toHaveBeenLastCalledWith('xl');

    win.innerWidth = 700;
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(300);
    win.innerWidth = 390;
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(499);
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith('xs');

    stop();
    win.innerWidth = 1600;
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(1000);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
