import { clsx } from 'clsx';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useScrollState } from '../../hooks/use-scroll-state';

/** Floating "back to top" control; visible only while the user scrolls up (see `use-scroll-state`). */
export function BackToTop() {
  const { t } = useTranslation('common');
  const { showBackToTop } = useScrollState();
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('actions.backToTop')}
      aria-hidden={!showBackToTop}
      tabIndex={showBackToTop ? 0 : -1}
      data-visible={showBackToTop}
      className={clsx(
        'fixed end-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-primary-800 text-white shadow-raised',
        'transition-all duration-200 hover:bg-primary-700 sm:end-6 sm:bottom-6',
        showBackToTop ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
