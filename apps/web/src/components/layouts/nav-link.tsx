import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export function MainNavLink({
  to,
  children,
  end = false,
}: {
  to: string;
  children: ReactNode;
  end?: boolean;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        clsx(
          'inline-flex h-10 items-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors',
          isActive ? 'bg-primary-50 text-primary-800' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900',
        )
      }
    >
      {children}
    </NavLink>
  );
}
