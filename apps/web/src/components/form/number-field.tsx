/**
 * A number field that accepts the decimal comma ("2,3" → 2.3) as well as the point, shows stored
 * values with the language's decimal separator, and gives `null` when empty. Text that is not a number
 * becomes `NaN`, which the resolver reports as `numeric`.
 */
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, controlClasses, type FieldProps } from './field';
import { splitFieldProps } from './field-props';

/** `"2,3"` → 2.3, `""` → null, `"abc"` → NaN. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  const normalized = trimmed.replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}

function decimalSeparator(language: string): string {
  try {
    return (
      new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
    );
  } catch {
    return '.';
  }
}

/** 2.3 → "2,3" in German; null/NaN → "". */
export function formatDecimal(value: unknown, language: string): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return '';
  const separator = decimalSeparator(language);
  // Keep Latin digits (the API and the grade scale use them) and only swap the separator.
  return String(value).replace('.', separator === ',' ? ',' : '.');
}

export interface NumberFieldProps
  extends
    Omit<FieldProps, 'children'>,
    Omit<
      ComponentProps<'input'>,
      'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required'
    > {
  /** Allow a decimal part (grades). Default true. */
  decimal?: boolean;
  inputClassName?: string;
}

export function NumberField(props: NumberFieldProps) {
  const { field: fieldProps, rest } = splitFieldProps(props);
  const { decimal = true, inputClassName, ...inputProps } = rest;
  const { i18n } = useTranslation();
  const { control } = useFormContext();
  const { field } = useController({ name: fieldProps.name, control });
  const value: unknown = field.value;
  const [text, setText] = useState(() => formatDecimal(value, i18n.language));
  const lastParsed = useRef<unknown>(value);

  // Values set from outside (reset, setValue) replace the text; typing does not reformat it.
  useEffect(() => {
    const same =
      Object.is(value, lastParsed.current) ||
      (typeof value === 'number' &&
        typeof lastParsed.current === 'number' &&
        Number.isNaN(value) &&
        Number.isNaN(lastParsed.current));
    if (!same) {
      lastParsed.current = value;
      setText(formatDecimal(value, i18n.language));
    }
  }, [value, i18n.language]);

  return (
    <Field {...fieldProps}>
      {(controlProps) => (
        <input
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          {...inputProps}
          {...controlProps}
          ref={field.ref}
          name={field.name}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            let parsed = parseDecimal(next);
            if (parsed !== null && !decimal && !Number.isInteger(parsed)) parsed = Number.NaN;
            lastParsed.current = parsed;
            field.onChange(parsed);
          }}
          onBlur={field.onBlur}
          disabled={field.disabled ?? inputProps.disabled}
          className={controlClasses(!!controlProps['aria-invalid'], `h-11 ${inputClassName ?? ''}`)}
        />
      )}
    </Field>
  );
}
