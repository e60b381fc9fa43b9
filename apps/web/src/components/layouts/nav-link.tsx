import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

function navLinkClasses(isActive: boolean, className?: string): string {
  return clsx(
    'inline-flex h-10 items-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors',
    isActive ? 'bg-primary-50 text-primary-800' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900',
    className,
  );
}

export function MainNavLink({
  to,
  children,
  end = false,
  active,
  className,
}: {
  to: string;
  /** Extra classes, e.g. `max-lg:hidden` for an entry only wide screens show. */
  className?: string;
  children: ReactNode;
  end?: boolean;
  /** Overrides the router's own matching (e.g. a section spanning several addresses). */
  active?: boolean;
}) {
  if (active !== undefined) {
    return (
      <Link to={to} aria-current={active ? 'page' : undefined} className={navLinkClasses(active, className)}>
        {children}
      </Link>
    );
  }
  return (
    <NavLink to={to} end={end} className={({ isActive }) => navLinkClasses(isActive, className)}>
      {children}
    </NavLink>
  );
}
