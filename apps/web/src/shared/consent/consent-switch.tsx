import { clsx } from 'clsx';

/** An on/off switch (`role="switch"`), labelled and described by the texts of its row. */
export function ConsentSwitch({
  id,
  checked,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy: string;
  disabled?: boolean;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={clsx(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:ring-4 focus-visible:ring-primary-600/25 focus-visible:outline-none disabled:opacity-50',
        checked ? 'bg-primary-700' : 'bg-ink-300',
      )}
    >
      <span
        aria-hidden
        className={clsx(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1',
        )}
      />
    </button>
  );
}
