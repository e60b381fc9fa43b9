import type { FieldProps } from './field';

/** Separates the wrapper's props (name, label, required, hint …) from the control's own props. */
export function splitFieldProps<T extends Omit<FieldProps, 'children'>>(props: T) {
  const { name, label, required, hint, id, as, hideLabel, className, ...rest } = props;
  return { field: { name, label, required, hint, id, as, hideLabel, className }, rest };
}
