/** The stepper over the five sections: where one is, which are done, and a link to each. */
import { CV_SECTIONS, type CvSection } from '@portal/contracts';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SectionStepper({ current, basePath }: { current: CvSection; basePath: string }) {
  const { t } = useTranslation('cv-generator');
  const currentIndex = CV_SECTIONS.indexOf(current);
  return (
    <nav aria-label={t('stepper.label')}>
      <ol className="flex gap-1.5 overflow-x-auto pb-1 sm:gap-2">
        {CV_SECTIONS.map((section, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={section} className={clsx('min-w-0', active ? 'flex-[3] sm:flex-1' : 'flex-1')}>
              <Link
                to={`${basePath}/input/${section}`}
                aria-current={active ? 'step' : undefined}
                className={clsx(
                  'flex h-full flex-col gap-2 rounded-xl px-2 pt-2 pb-2.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-primary-600 sm:text-sm',
                  active
                    ? 'text-primary-800'
                    : done
                      ? 'text-ink-700 hover:text-primary-800'
                      : 'text-ink-600 hover:text-ink-800',
                )}
              >
                <span
                  className={clsx(
                    'h-1.5 rounded-full',
                    active ? 'bg-primary-600' : done ? 'bg-primary-300' : 'bg-ink-200',
                  )}
                  aria-hidden
                />
                <span className="flex items-center gap-1.5">
                  <span
                    className={clsx(
                      'flex size-5 shrink-0 items-center justify-center rounded-full text-[11px]',
                      active
                        ? 'bg-primary-600 text-white'
                        : done
                          ? 'bg-primary-100 text-primary-700'
                          : 'bg-ink-100 text-ink-600',
                    )}
                    aria-hidden
                  >
                    {done ? <Check className="size-3" /> : index + 1}
                  </span>
                  {/* On phones only the current section is named; the others keep their number. */}
                  <span className={clsx('truncate', !active && 'sr-only sm:not-sr-only')}>
                    {t(`sections.${section}.short`)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
