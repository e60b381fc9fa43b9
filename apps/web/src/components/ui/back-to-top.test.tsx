import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollWatcher } from '../../hooks/use-scroll-state';
import { appStore } from '../../lib/app-state';
import { BackToTop } from './back-to-top';

function Page() {
  useScrollWatcher();
  return <BackToTop />;
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  appStore.reset();
  scrollWindowTo(0);
});

describe('<BackToTop>', () => {
  it('appears while scrolling up, hides after scrolling down, and scrolls to the top', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Page />);
    expect(screen.queryByRole('button', { name: 'Zurück nach oben' })).toBeNull();
    const button = screen.getByLabelText('Zurück nach oben');
    expect(button).toHaveProperty('tabIndex', -1);
    expect(button.getAttribute('data-visible')).toBe('false');

    act(() => scrollWindowTo(900));
    act(() => scrollWindowTo(600));
    expect(button.getAttribute('data-visible')).toBe('true');
    expect(button).toHaveProperty('tabIndex', 0);
    expect(screen.getByRole('button', { name: 'Zurück nach oben' })).toBe(button);

    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    act(() => scrollWindowTo(700));
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(button.getAttribute('data-visible')).toBe('false');
    expect(appStore.get().isTopScrolled).toBe(false);
  });
});
