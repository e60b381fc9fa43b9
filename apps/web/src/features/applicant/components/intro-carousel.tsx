import { clsx } from 'clsx';
import { ArrowLeft, ArrowRight, MessagesSquare, Route, ShieldCheck, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

const SLIDES = [
  { key: 'path', icon: Route },
  { key: 'advisor', icon: MessagesSquare },
  { key: 'saved', icon: ShieldCheck },
] as const;

/**
 * The onboarding carousel of three steps on the home page, shown on the first visits until it is closed or
 * finished (remembered in account metadata, decision 029). No automatic rotation; keyboard and screen-reader
 * operable (WAI-ARIA carousel pattern with buttons).
 */
export function IntroCarousel({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useAreaTranslation('home');
  const [index, setIndex] = useState(0);
  const id = useId();
  const slide = SLIDES[index]!;
  const Icon = slide.icon;
  const last = index === SLIDES.length - 1;

  return (
    <section
      aria-roledescription={t('carousel.roledescription')}
      aria-labelledby={`${id}-title`}
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary-800 to-primary-950 text-white shadow-raised"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {t('carousel.title')}
      </h2>
      <button
        type="button"
        onClick={onDismiss}
        className="absolute end-3 top-3 z-10 flex size-10 items-center justify-center rounded-xl text-primary-100 transition-colors hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        aria-label={t('carousel.close')}
      >
        <X className="size-5" aria-hidden />
      </button>
      <div className="grid gap-6 p-6 pe-14 sm:grid-cols-[auto_1fr] sm:items-center sm:p-8 sm:pe-16">
        <span
          className="flex size-16 items-center justify-center rounded-2xl bg-white/10 text-accent-300 ring-1 ring-white/15"
          aria-hidden
        >
          <Icon className="size-8" />
        </span>
        <div
          role="group"
          aria-roledescription={t('carousel.slide')}
          aria-label={t('carousel.position', { current: index + 1, total: SLIDES.length })}
          aria-live="polite"
          className="min-w-0"
        >
          <p className="text-xs font-semibold tracking-wide text-accent-300 uppercase">
            {t('carousel.position', { current: index + 1, total: SLIDES.length })}
          </p>
          <h3 className="mt-1 text-xl font-bold sm:text-2xl">{t(`carousel.slides.${slide.key}.title`)}</h3>
          <p className="mt-2 max-w-2xl text-primary-100">{t(`carousel.slides.${slide.key}.text`)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-white/10 px-6 py-4 sm:px-8">
        <div className="flex items-center gap-1">
          {SLIDES.map((s, i) => (
            <button
              key={s.key}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('carousel.goTo', { current: i + 1, total: SLIDES.length })}
              aria-current={i === index ? 'true' : undefined}
              className="flex size-8 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <span
                className={clsx(
                  'block h-2 rounded-full transition-all',
                  i === index ? 'w-6 bg-accent-300' : 'w-2 bg-white/40',
                )}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          {index > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="text-white hover:bg-white/10"
              onClick={() => setIndex(index - 1)}
              icon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />}
            >
              {t('carousel.previous')}
            </Button>
          )}
          {last ? (
            <Button variant="accent" size="sm" onClick={onDismiss}>
              {t('carousel.finish')}
            </Button>
          ) : (
            <Button variant="inverse" size="sm" onClick={() => setIndex(index + 1)}>
              {t('carousel.next')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
