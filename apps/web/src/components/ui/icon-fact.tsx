/**
 * One term and value of a definition list with a small icon before the term: the icon sits inside the `<dt>` so
 * the list keeps the structure assistive technology expects (`dl > div > dt + dd`, nothing else in between).
 */
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export function IconFact({
  icon,
  label,
  children,
  className,
  iconClassName = 'text-ink-400',
  valueClassName = 'font-medium',
}: {
  /** A 16 px icon (`size-4`); decorative. */
  icon: ReactNode;
  label: ReactNode;
  children: ReactNode;
  /** The row's box (padding, background). */
  className?: string;
  iconClassName?: string;
  valueClassName?: string;
}) {
  return (
    <div className={className}>
      <dt className="flex items-center gap-3 text-xs font-medium text-ink-600">
        <span className={clsx('shrink-0', iconClassName)} aria-hidden>
          {icon}
        </span>
        <span className="min-w-0">{label}</span>
      </dt>
      {/* Indented by the icon's width and the gap, so the value lines up with the term. */}
      <dd className={clsx('ps-7 text-sm [overflow-wrap:anywhere] text-ink-900', valueClassName)}>
        {children}
      </dd>
    </div>
  );
}
