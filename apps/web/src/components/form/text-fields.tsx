/** Text-like kit controls: text, e-mail, phone (dates and months: `date-fields.tsx`). */
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, controlClasses, type FieldProps } from './field';
import { splitFieldProps } from './field-props';

type NativeInputProps = Omit<
  ComponentProps<'input'>,
  'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required'
>;

export interface TextFieldProps extends Omit<FieldProps, 'children'>, NativeInputProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  /** Empty input becomes `null` in the form values (for nullable contract fields). Default false. */
  emptyAsNull?: boolean;
  inputClassName?: string;
}

export function TextField(props: TextFieldProps) {
  const { field, rest } = splitFieldProps(props);
  const { type = 'text', emptyAsNull = false, inputClassName, ...inputProps } = rest;
  const { register } = useFormContext();
  return (
    <Field {...field}>
      {(control) => (
        <input
          type={type}
          {...inputProps}
          {...control}
          {...register(field.name, emptyAsNull ? { setValueAs: (v: unknown) => (v === '' ? null : v) } : {})}
          className={controlClasses(!!control['aria-invalid'], `h-11 ${inputClassName ?? ''}`)}
        />
      )}
    </Field>
  );
}

export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

export function TelField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" autoComplete="tel" inputMode="tel" {...props} />;
}
