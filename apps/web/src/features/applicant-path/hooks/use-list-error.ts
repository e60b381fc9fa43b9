import { useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../components/form';

/**
 * The error of a list as a whole ("at least one entry"), not of its rows: react-hook-form keeps it on the array
 * itself while the list is empty, and under `root` once it has rows.
 */
export function useListError(name: string, label: string): string | null {
  const { t } = useTranslation('validation');
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const node = errors[name] as (Partial<FieldError> & { root?: FieldError }) | undefined;
  if (!node) return null;
  const own = typeof node.message === 'string' ? (node as FieldError) : node.root;
  return translateFieldError(t, own, label);
}
