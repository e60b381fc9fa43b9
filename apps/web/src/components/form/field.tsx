/**
 * The field wrapper of the kit: label with the required asterisk after it, the control, a hint and the
 * first error, translated as `validation:{rule}` with the rule's params and the label as `field`.
 * `FieldShell` is the same frame for custom controls that manage their own error text.
 */
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, translateFieldError } from './field-error';

/** Props every kit control spreads on its focusable element. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldShellProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The translated error text, if any. */
  error?: string | null;
  /** Id of the control the label points to (ignored for `fieldset`). */
  id?: string;
  /** `fieldset` for groups (radio buttons): the label becomes the legend. */
  as?: 'div' | 'fieldset';
  hideLabel?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function RequiredMark() {
  return (
    <span className="ms-0.5 text-danger-600" aria-hidden>
      *
    </span>
  );
}

export function FieldShell({
  label,
  required = false,
  hint,
  error,
  id,
  as = 'div',
  hideLabel = false,
  className,
  children,
}: FieldShellProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
  };
  const labelClasses = clsx('block text-sm font-medium text-ink-800', hideLabel && 'sr-only');
  const labelContent = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  const body = (
    <>
      {as === 'fieldset' ? (
        <legend className={clsx(labelClasses, 'mb-2')}>{labelContent}</legend>
      ) : (
        <label htmlFor={controlId} className={clsx(labelClasses, 'mb-1.5')}>
          {labelContent}
        </label>
      )}
      {children(control)}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      {hint && error && (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      )}
    </>
  );
  return as === 'fieldset' ? (
    <fieldset className={clsx('min-w-0', className)} aria-describedby={describedBy}>
      {body}
    </fieldset>
  ) : (
    <div className={clsx('min-w-0', className)}>{body}</div>
  );
}

/** The translated first error of a form field (`null` when valid). */
export function useFieldError(name: string, label?: string): string | null {
  const { t } = useTranslation('validation');
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  return translateFieldError(t, errorAt(errors, name), label);
}

export interface FieldProps extends Omit<FieldShellProps, 'error' | 'label'> {
  /** Field name in the form values (`address.city`, `languages.0.level`). */
  name: string;
  /** The label text; also the `{{field}}` of the error message. */
  label: string;
}

/** A form field: the frame plus the field's own error from react-hook-form. */
export function Field({ name, label, ...props }: FieldProps) {
  const error = useFieldError(name, label);
  return <FieldShell label={label} error={error} {...props} />;
}

/** Shared look of text-like controls. */
export function controlClasses(invalid: boolean, className?: string): string {
  return clsx(
    'block w-full rounded-xl border bg-white px-3.5 text-base text-ink-900 shadow-sm transition-colors sm:text-sm',
    'placeholder:text-ink-400 focus:outline-none focus-visible:outline-none focus:ring-4',
    'disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500 [&[readonly]]:bg-ink-50 [&[readonly]]:text-ink-600',
    invalid
      ? 'border-danger-600 focus:border-danger-600 focus:ring-danger-600/15'
      : 'border-ink-300 hover:border-ink-400 focus:border-primary-500 focus:ring-primary-500/15',
    className,
  );
}
