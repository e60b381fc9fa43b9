import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The consent choices as buttons of equal weight (decision 247): one style and size (the secondary button's look),
 * side by side even on a phone, where long labels wrap inside the button instead of stacking the buttons.
 */
export function ChoiceButtons({ choices }: { choices: { label: ReactNode; onClick: () => void }[] }) {
  return (
    <div className="grid w-full grid-cols-3 gap-2">
      {choices.map((choice, index) => (
        <button
          key={index}
          type="button"
          onClick={choice.onClick}
          className={clsx(
            'inline-flex min-h-11 items-center justify-center rounded-xl px-2 py-2 text-center text-sm leading-tight font-semibold',
            'border border-ink-200 bg-white text-ink-800 shadow-sm transition-colors hover:border-ink-300 hover:bg-ink-50',
            'focus-visible:ring-4 focus-visible:ring-primary-600/25 focus-visible:outline-none',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
