import { clsx } from 'clsx';

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

/** A small activity indicator; give it a `label` when it stands alone. */
export function Spinner({
  size = 'md',
  label,
  className,
}: {
  size?: keyof typeof SIZES;
  label?: string;
  className?: string;
}) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={clsx(
        'inline-block animate-spin rounded-full border-current border-e-transparent align-middle',
        SIZES[size],
        className,
      )}
    />
  );
}
