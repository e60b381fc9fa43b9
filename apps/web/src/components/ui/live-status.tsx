/**
 * A polite status region that is in the page before its message: screen readers announce a change inside a live
 * region they already know, while a region inserted together with its text is often read by none (uploads,
 * "Gespeichert"). Errors use `role="alert"`, which is announced when it appears.
 */
import type { ReactNode } from 'react';

export function LiveStatus({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={children ? className : undefined}>
      {children}
    </div>
  );
}
