/**
 * Date and month inputs in the German format (spec part 1 §1: dates print in German locale with numeric year and
 * two-digit month and day), the same in every browser and UI language: the native date picker showed the
 * browser's own format (issue 8, item 9). The form value stays ISO (`YYYY-MM-DD`, `YYYY-MM`, `null` when empty).
 *
 * Typing digits inserts the points (`14032006` → `14.03.2006`); a pasted ISO date is accepted. Text that is no
 * date goes into the form value as it is, so the contract refuses it, and the field says which format it expects.
 */
import { clsx } from 'clsx';
import { useState, type ComponentProps } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth, parseGermanDate, parseGermanMonth } from '../../lib/format';
import { FieldShell, controlClasses, useFieldError } from './field';
import { splitFieldProps } from './field-props';
import type { TextFieldProps } from './text-fields';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'emptyAsNull'>;

interface DateKind {
  /** Digit groups before each point: day, month (dates) or month (months). */
  groups: readonly number[];
  digits: number;
  parse(text: string): string | null | undefined;
  format(value: unknown): string;
  placeholderKey: 'form:placeholder.date' | 'form:placeholder.month';
  invalidKey: 'validation:date_input' | 'validation:month_input';
}

const DATE: DateKind = {
  groups: [2, 2],
  digits: 8,
  parse: parseGermanDate,
  format: (value) => (typeof value === 'string' ? formatDate(value) : ''),
  placeholderKey: 'form:placeholder.date',
  invalidKey: 'validation:date_input',
};

const MONTH: DateKind = {
  groups: [2],
  digits: 6,
  parse: parseGermanMonth,
  format: (value) => (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? formatMonth(value) : ''),
  placeholderKey: 'form:placeholder.month',
  invalidKey: 'validation:month_input',
};

/**
 * The text after a keystroke: plain digits (and points where they would be inserted anyway) get their points,
 * e.g. `140` → `14.0`; anything else (`4.3.2006`, a pasted `2006-03-14`, deleting) stays as typed.
 */
export function maskDateText(
  next: string,
  previous: string,
  kind: Pick<DateKind, 'groups' | 'digits'>,
): string {
  if (next.length < previous.length || !/^[\d.]*$/.test(next)) return next;
  const digits = next.replace(/\./g, '').slice(0, kind.digits);
  let masked = '';
  let rest = digits;
  for (const size of kind.groups) {
    if (rest.length <= size) break;
    masked += `${rest.slice(0, size)}.`;
    rest = rest.slice(size);
  }
  masked += rest;
  // Points typed by hand elsewhere (`4.3.2006`) mean the person writes one-digit parts: keep their text.
  const pointsAt = [...next].flatMap((char, index) => (char === '.' ? [index] : []));
  const autoPoints = [...masked].flatMap((char, index) => (char === '.' ? [index] : []));
  return pointsAt.every((index) => autoPoints.includes(index)) ? masked : next;
}

type NativeProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'dir' | 'inputMode'
>;

export interface DateTextInputProps extends NativeProps {
  /** `date` (TT.MM.JJJJ, default) or `month` (MM.JJJJ). */
  kind?: 'date' | 'month';
  /** ISO value (`null` or `''` when empty); any other text is what the person typed and is left alone. */
  value: unknown;
  /** The typed text as ISO value, `null` when empty, `undefined` when it is no date; and the text itself. */
  onValueChange: (parsed: string | null | undefined, text: string) => void;
}

/** The bare German date input (no form kit): for places that keep the date in their own state. */
export function DateTextInput({
  kind = 'date',
  value,
  onValueChange,
  onBlur,
  className,
  ...inputProps
}: DateTextInputProps) {
  const { t } = useTranslation('form');
  const spec = kind === 'month' ? MONTH : DATE;
  const [text, setText] = useState(() => spec.format(value));
  const [seenValue, setSeenValue] = useState(value);

  // A value set from outside (reset, a stored answer) replaces the text; the person's own typing does not (it
  // parses to the same value), and neither does text the parent keeps as it is because it is no date. Adjusted
  // while rendering, as React recommends for state that follows a prop.
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    const stored = value === '' || value === undefined ? null : value;
    const isIso = stored === null || (typeof stored === 'string' && spec.parse(stored) === stored);
    if (isIso && stored !== (spec.parse(text) ?? null)) setText(spec.format(stored));
  }

  return (
    <input
      type="text"
      inputMode="numeric"
      dir="ltr"
      placeholder={t(spec.placeholderKey)}
      maxLength={spec.digits + spec.groups.length + 2}
      {...inputProps}
      // Digits run left to right; on right-to-left pages the field still aligns like its neighbours.
      className={clsx('rtl:text-right', className)}
      value={text}
      onChange={(event) => {
        const next = maskDateText(event.target.value, text, spec);
        setText(next);
        onValueChange(spec.parse(next), next);
      }}
      onBlur={(event) => {
        const parsed = spec.parse(text);
        if (parsed) setText(spec.format(parsed));
        onBlur?.(event);
      }}
    />
  );
}

/** Whether `text` is filled but no date of `kind` (the field then says which format it expects). */
function unreadable(kind: DateKind, value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && kind.parse(value) !== value;
}

function GermanDateField(props: DateFieldProps & { kind: DateKind }) {
  const { kind, ...fieldAndInput } = props;
  const { field: fieldProps, rest } = splitFieldProps(fieldAndInput);
  // `min` / `max` of the native picker do not apply to text; the contract checks the range.
  const { inputClassName, min: _min, max: _max, ...inputProps } = rest;
  const { t } = useTranslation('validation');
  const { control } = useFormContext();
  const { field } = useController({ name: fieldProps.name, control });
  const fieldError = useFieldError(fieldProps.name, fieldProps.label);
  const error = fieldError && unreadable(kind, field.value) ? t(kind.invalidKey) : fieldError;

  return (
    <FieldShell {...fieldProps} error={error}>
      {(controlProps) => (
        <DateTextInput
          kind={kind === MONTH ? 'month' : 'date'}
          {...inputProps}
          {...controlProps}
          ref={field.ref}
          name={field.name}
          value={field.value}
          // Unreadable text is kept as the value, so validation refuses it instead of silently dropping it.
          onValueChange={(parsed, text) => field.onChange(parsed === undefined ? text.trim() : parsed)}
          onBlur={field.onBlur}
          disabled={field.disabled ?? inputProps.disabled}
          className={controlClasses(!!controlProps['aria-invalid'], `h-11 ${inputClassName ?? ''}`)}
        />
      )}
    </FieldShell>
  );
}

/** A calendar date typed as `TT.MM.JJJJ`; `YYYY-MM-DD` in the form values; empty is `null`. */
export function DateField(props: DateFieldProps) {
  return <GermanDateField {...props} kind={DATE} />;
}

/** A month typed as `MM.JJJJ`; `YYYY-MM` in the form values; empty is `null`. */
export function MonthField(props: DateFieldProps) {
  return <GermanDateField {...props} kind={MONTH} />;
}
