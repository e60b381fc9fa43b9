import { clsx } from 'clsx';

/**
 * The logo mark: an open book whose two pages stand for the two places of a dual study (university and
 * practice partner), with the warm accent as the rising point between them.
 */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={clsx('shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <rect width="48" height="48" rx="12" fill="#1f2a6b" />
      <path d="M12 15.5c4.2-1.6 8.2-1.2 12 1.4v17.6c-3.8-2.6-7.8-3-12-1.4z" fill="#fff" />
      <path d="M36 15.5c-4.2-1.6-8.2-1.2-12 1.4v17.6c3.8-2.6 7.8-3 12-1.4z" fill="#c7d0ff" />
      <circle cx="35" cy="11" r="3.5" fill="#f59e0b" />
    </svg>
  );
}

/** Mark and wordmark "Dualstudium Portal", with the portal's name underneath. */
export function Logo({
  subtitle,
  tone = 'light',
  className,
}: {
  subtitle?: string;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <span className={clsx('inline-flex min-w-0 items-center gap-2.5', className)}>
      <LogoMark className="size-9" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span
          className={clsx(
            'truncate text-[15px] font-bold tracking-tight',
            tone === 'dark' ? 'text-white' : 'text-primary-950',
          )}
        >
          Dualstudium <span className={tone === 'dark' ? 'text-accent-300' : 'text-primary-600'}>Portal</span>
        </span>
        {subtitle && (
          <span
            className={clsx(
              'truncate text-xs font-medium',
              tone === 'dark' ? 'text-primary-200' : 'text-ink-500',
            )}
          >
            {subtitle}
          </span>
        )}
      </span>
    </span>
  );
}
