/** Small labelled inputs of the staff content forms (plain controlled fields, errors from the API). */
import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';

const INPUT =
  'mt-1 w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-primary-600';

export function Field({
  label,
  hint,
  className,
  children,
}: {
  label: string;
  hint?: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children(id)}
      {hint && <p className="mt-1 text-xs text-ink-500">{hint}</p>}
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input {...props} className={clsx(INPUT, 'h-10', className)} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={clsx(INPUT, 'h-10', className)} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...props} className={clsx(INPUT, 'py-2', className)} />;
}

export function Checkbox({ label, ...props }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-ink-800">
      <input type="checkbox" {...props} className="size-4 rounded border-ink-300 text-primary-700" />
      {label}
    </label>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

/** Euro input text ("1.234,56" or "1234.56") → cents; `null` for an empty field; NaN for anything else. */
export function parseEuro(text: string): number | null {
  const value = text.trim().replace(/\s|€/g, '');
  if (value === '') return null;
  const normalised = value.includes(',') ? value.replace(/\./g, '').replace(',', '.') : value;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}
