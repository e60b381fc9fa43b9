/** Choice controls of the kit: select, radio group and checkbox. Values keep their type (string, number, boolean). */
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, RequiredMark, controlClasses, useFieldError, type FieldProps } from './field';
import { splitFieldProps } from './field-props';

export type OptionValue = string | number | boolean;

export interface SelectOption<V extends OptionValue = OptionValue> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<V extends OptionValue = OptionValue> extends Omit<FieldProps, 'children'> {
  options: readonly SelectOption<V>[];
  /** Text of the empty first option ("Bitte wählen"); choosing it sets `null`. */
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  selectClassName?: string;
}

export function SelectField<V extends OptionValue>(props: SelectFieldProps<V>) {
  const { field: fieldProps, rest } = splitFieldProps(props);
  const { options, placeholder, disabled, autoComplete, selectClassName } = rest;
  const { t } = useTranslation('form');
  const { control } = useFormContext();
  const { field } = useController({ name: fieldProps.name, control });
  const index = options.findIndex((option) => option.value === field.value);
  return (
    <Field {...fieldProps}>
      {(controlProps) => (
        <div className="relative">
          <select
            {...controlProps}
            ref={field.ref}
            name={field.name}
            value={index === -1 ? '' : String(index)}
            disabled={disabled}
            autoComplete={autoComplete}
            onChange={(event) => {
              const chosen = event.target.value === '' ? undefined : options[Number(event.target.value)];
              field.onChange(chosen ? chosen.value : null);
            }}
            onBlur={field.onBlur}
            className={controlClasses(
              !!controlProps['aria-invalid'],
              clsx('h-11 appearance-none pe-10', index === -1 && 'text-ink-500', selectClassName),
            )}
          >
            <option value="">{placeholder ?? t('placeholder.select')}</option>
            {options.map((option, i) => (
              <option key={String(option.value)} value={String(i)} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
            aria-hidden
          />
        </div>
      )}
    </Field>
  );
}

export interface RadioOption<V extends OptionValue = OptionValue> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupFieldProps<V extends OptionValue = OptionValue> extends Omit<
  FieldProps,
  'children' | 'as'
> {
  options: readonly RadioOption<V>[];
  /** `cards`: bordered tiles (default); `inline`: compact row. */
  variant?: 'cards' | 'inline';
  /** Columns of the cards from `sm` up. */
  columns?: 1 | 2 | 3 | 4;
}

const COLUMNS = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export function RadioGroupField<V extends OptionValue>(props: RadioGroupFieldProps<V>) {
  const { field: fieldProps, rest } = splitFieldProps(props);
  const { options, variant = 'cards', columns = 2 } = rest;
  const { control } = useFormContext();
  const { field } = useController({ name: fieldProps.name, control });
  const checkedIndex = options.findIndex((option) => option.value === field.value);
  return (
    <Field {...fieldProps} as="fieldset">
      {(controlProps) => (
        <div
          role="radiogroup"
          aria-invalid={controlProps['aria-invalid']}
          aria-required={controlProps['aria-required']}
          className={clsx(
            variant === 'cards' ? `grid gap-2.5 ${COLUMNS[columns]}` : 'flex flex-wrap gap-x-6 gap-y-2',
          )}
        >
          {options.map((option, i) => {
            const id = `${controlProps.id}-${i}`;
            const checked = i === checkedIndex;
            const focusTarget = checkedIndex === -1 ? i === 0 : checked;
            return (
              <label
                key={String(option.value)}
                htmlFor={id}
                className={clsx(
                  'flex cursor-pointer gap-3 text-sm text-ink-800',
                  variant === 'cards' &&
                    'items-start rounded-xl border bg-white px-4 py-3 transition-colors hover:border-primary-300 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-500/20',
                  variant === 'cards' &&
                    (checked
                      ? 'border-primary-500 bg-primary-50/60'
                      : controlProps['aria-invalid']
                        ? 'border-danger-600'
                        : 'border-ink-200'),
                  variant === 'inline' && 'items-center',
                  option.disabled && 'cursor-not-allowed opacity-60',
                )}
              >
                <input
                  id={id}
                  type="radio"
                  name={field.name}
                  ref={focusTarget ? field.ref : undefined}
                  checked={checked}
                  disabled={option.disabled}
                  onChange={() => field.onChange(option.value)}
                  onBlur={field.onBlur}
                  aria-describedby={controlProps['aria-describedby']}
                  className="mt-0.5 size-4 shrink-0 accent-primary-700"
                />
                <span className="min-w-0">
                  <span className="block font-medium">{option.label}</span>
                  {option.description && (
                    <span className="mt-0.5 block text-ink-500">{option.description}</span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </Field>
  );
}

export interface CheckboxFieldProps extends Omit<FieldProps, 'children' | 'as' | 'hideLabel' | 'label'> {
  /** The text beside the box (also the `{{field}}` of messages when `labelText` is not given). */
  label: ReactNode;
  /** Plain-text label for messages when `label` is rich content. */
  labelText?: string;
  /** Optional heading above the box (e.g. a question). */
  title?: string;
  disabled?: boolean;
}

/** A checkbox bound to a boolean. For "must be ticked" use `z.literal(true, { error: 'must_be_ticked' })`. */
export function CheckboxField({
  name,
  label,
  labelText,
  title,
  required,
  hint,
  id,
  className,
  disabled,
}: CheckboxFieldProps) {
  const { register } = useFormContext();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const error = useFieldError(name, labelText ?? (typeof label === 'string' ? label : title));
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const box = (
    <label
      htmlFor={controlId}
      className={clsx(
        'flex cursor-pointer items-start gap-3 text-sm text-ink-800',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="checkbox"
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...register(name)}
        disabled={disabled}
        className={clsx(
          'mt-0.5 size-5 shrink-0 rounded accent-primary-700',
          error && 'outline-2 outline-offset-1 outline-danger-600',
        )}
      />
      <span className="min-w-0 leading-6">
        {label}
        {required && !title && <RequiredMark />}
      </span>
    </label>
  );
  const messages = (
    <>
      {hint && (
        <p id={hintId} className="mt-1.5 ms-8 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 ms-8 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </>
  );
  if (!title) {
    return (
      <div className={clsx('min-w-0', className)}>
        {box}
        {messages}
      </div>
    );
  }
  return (
    <fieldset className={clsx('min-w-0', className)}>
      <legend className="mb-2 block text-sm font-medium text-ink-800">
        {title}
        {required && <RequiredMark />}
      </legend>
      {box}
      {messages}
    </fieldset>
  );
}
