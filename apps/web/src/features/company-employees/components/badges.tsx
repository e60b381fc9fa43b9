import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  owner: 'bg-primary-50 text-primary-800 ring-primary-200',
  pending: 'bg-accent-50 text-accent-700 ring-accent-200',
  neutral: 'bg-ink-50 text-ink-700 ring-ink-200',
  danger: 'bg-danger-50 text-danger-700 ring-danger-600/20',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
