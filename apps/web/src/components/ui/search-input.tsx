/**
 * A search box with the magnifier inside: the list searches of the company portal and the workspace. With
 * `label` hidden (`labelHidden`) the visible placeholder carries the meaning and the label stays for screen
 * readers.
 */
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useId, type InputHTMLAttributes } from 'react';
import { controlClasses } from '../form/field';

export function SearchInput({
  label,
  labelHidden = false,
  value,
  onChange,
  className,
  ...input
}: {
  label: string;
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'className'>) {
  const id = useId();
  return (
    <div className={clsx('min-w-0', className)}>
      <label
        htmlFor={id}
        className={labelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-ink-800'}
      >
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
          aria-hidden
        />
        <input
          {...input}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClasses(false, labelHidden ? 'h-10 ps-9' : 'h-11 ps-9')}
        />
      </div>
    </div>
  );
}
