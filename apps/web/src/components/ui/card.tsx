import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export function Card({
  className,
  as: Tag = 'section',
  ...props
}: Omit<ComponentProps<'section'>, 'ref'> & { as?: 'section' | 'div' | 'article' }) {
  return (
    <Tag
      className={clsx('overflow-hidden rounded-2xl border border-ink-200/80 bg-white shadow-card', className)}
      {...props}
    />
  );
}

export function CardHeader({
  title,
  icon,
  action,
  description,
  headingLevel = 2,
  className,
}: {
  title: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  description?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={clsx(
        'flex gap-3 px-5 pt-5 sm:px-6 sm:pt-6',
        description ? 'items-start' : 'items-center',
        className,
      )}
    >
      {icon && (
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700"
          aria-hidden
        >
          {icon}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Heading className="text-base font-semibold text-ink-900">{title}</Heading>
        {description && <p className="mt-0.5 text-sm text-ink-500">{description}</p>}
      </div>
      {/* A long action text (French "Toutes les actualités") wraps in its half instead of squeezing the title. */}
      {action && <div className="max-w-1/2 shrink-0 text-end">{action}</div>}
    </div>
  );
}

export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('px-5 py-5 sm:px-6', className)} {...props} />;
}
