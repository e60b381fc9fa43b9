/**
 * A textarea with the spec's defaults (1600 characters, 4 rows) and a live counter "noch N Zeichen".
 * The limit is not cut off while typing: a longer text shows how many characters are too many and the
 * schema's `max_length` message explains it.
 */
import { LIMITS } from '@portal/contracts';
import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, controlClasses, type FieldProps } from './field';
import { splitFieldProps } from './field-props';

export interface TextareaFieldProps
  extends
    Omit<FieldProps, 'children'>,
    Omit<
      ComponentProps<'textarea'>,
      'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required' | 'maxLength'
    > {
  /** Default 1600 (`LIMITS.textareaDefaultMax`). */
  maxLength?: number;
  /** Default 4 (`LIMITS.textareaDefaultRows`). */
  rows?: number;
  /** Show the counter (default true). */
  counter?: boolean;
  textareaClassName?: string;
}

export function TextareaField(props: TextareaFieldProps) {
  const { field, rest } = splitFieldProps(props);
  const {
    maxLength = LIMITS.textareaDefaultMax,
    rows = LIMITS.textareaDefaultRows,
    counter = true,
    textareaClassName,
    ...textareaProps
  } = rest;
  const { t } = useTranslation('form');
  const { register, control } = useFormContext();
  const value: unknown = useWatch({ control, name: field.name });
  const length = typeof value === 'string' ? value.length : 0;
  const remaining = maxLength - length;
  const counterId = `counter-${useId()}`;
  return (
    <Field {...field}>
      {(controlProps) => (
        <>
          <textarea
            rows={rows}
            {...textareaProps}
            {...controlProps}
            aria-describedby={
              counter
                ? [controlProps['aria-describedby'], counterId].filter(Boolean).join(' ')
                : controlProps['aria-describedby']
            }
            {...register(field.name)}
            className={controlClasses(
              !!controlProps['aria-invalid'],
              clsx('min-h-24 resize-y py-2.5 leading-relaxed', textareaClassName),
            )}
          />
          {counter && (
            <p
              id={counterId}
              className={clsx(
                'mt-1 text-end text-xs tabular-nums',
                remaining < 0 ? 'font-medium text-danger-700' : 'text-ink-500',
              )}
            >
              {remaining >= 0
                ? t('counter.remaining', { count: remaining })
                : t('counter.tooMany', { count: -remaining })}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
