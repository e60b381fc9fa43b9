import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Colours of a status pill (the tokens the ticket badges use). */
const TONES = {
  primary: 'bg-primary-50 text-primary-800 ring-primary-200',
  success: 'bg-success-50 text-success-700 ring-success-600/30',
  accent: 'bg-accent-50 text-accent-700 ring-accent-300',
  danger: 'bg-danger-50 text-danger-700 ring-danger-200',
  ink: 'bg-ink-100 text-ink-700 ring-ink-200',
} as const;

export type PillTone = keyof typeof TONES;

/** A small status label: a rounded pill with a coloured ring. */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
