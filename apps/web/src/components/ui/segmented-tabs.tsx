import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * Tabs drawn as a segmented control: the buttons of a `tablist`, the selected one raised. The caller keeps the
 * selection (e.g. in the address) and renders the panel.
 */
export function SegmentedTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  render,
  className,
}: {
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  render: (tab: T) => ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className={clsx('flex gap-1 overflow-x-auto rounded-xl bg-ink-100 p-1 sm:inline-flex', className)}
    >
      {tabs.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={selected === value}
          onClick={() => onSelect(value)}
          className={clsx(
            'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-primary-600 sm:flex-none',
            selected === value ? 'bg-white text-primary-800 shadow-sm' : 'text-ink-600 hover:text-ink-900',
          )}
        >
          {render(value)}
        </button>
      ))}
    </div>
  );
}
