/**
 * An info icon with a tooltip (Radix). With `showForSeconds` the tooltip shows itself on mount for
 * that many seconds (spec part 1 §2 "a tooltip icon that shows itself for a caller-given number of seconds").
 */
import * as Tooltip from '@radix-ui/react-tooltip';
import { Info } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

export function TooltipIcon({
  content,
  label,
  showForSeconds,
}: {
  content: ReactNode;
  /** Accessible name of the icon button. */
  label: string;
  showForSeconds?: number;
}) {
  const [autoOpen, setAutoOpen] = useState(() => (showForSeconds ?? 0) > 0);
  const [hoverOpen, setHoverOpen] = useState(false);

  useEffect(() => {
    if (!showForSeconds || showForSeconds <= 0) return;
    const timer = setTimeout(() => setAutoOpen(false), showForSeconds * 1000);
    return () => clearTimeout(timer);
  }, [showForSeconds]);

  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root
        open={autoOpen || hoverOpen}
        onOpenChange={(open) => {
          setHoverOpen(open);
          if (!open) setAutoOpen(false);
        }}
      >
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label={label}
            className="inline-flex size-7 items-center justify-center rounded-full text-ink-500 transition-colors hover:bg-ink-100 hover:text-primary-700"
          >
            <Info className="size-4" aria-hidden />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-ink-900 px-3 py-2 text-sm leading-snug text-white shadow-raised"
          >
            {content}
            <Tooltip.Arrow className="fill-ink-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
