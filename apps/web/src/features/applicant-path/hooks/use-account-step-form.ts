import type { UpdateAccountBody } from '@portal/contracts';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useContractForm, type ParseableSchema } from '../../../components/form';
import { useSaveAccount } from '../../../shared/applicant/account-query';

/**
 * A sub-step form that saves its fields with `PATCH /v1/account` and then moves on. The schema ends in the
 * contract's `UpdateAccountBody`, so its output is the request body.
 */
export function useAccountStepForm<TValues extends FieldValues>({
  schema,
  defaultValues,
  onSaved,
  hasLists = false,
}: {
  schema: ParseableSchema<unknown, UpdateAccountBody>;
  defaultValues: DefaultValues<TValues>;
  onSaved: () => void;
  /**
   * Forms with add/remove lists validate on the first submit, then on blur: in the kit's default mode
   * react-hook-form validates a whole list after a row is added, which would mark a new, empty row as wrong before
   * the person typed anything (and a message appearing on blur can move the "Weiter" button away from the click).
   */
  hasLists?: boolean;
}) {
  const save = useSaveAccount();
  return useContractForm<TValues, UpdateAccountBody>({
    schema,
    defaultValues,
    ...(hasLists ? { mode: 'onSubmit', reValidateMode: 'onBlur' } : {}),
    onSubmit: async (body) => {
      await save(body);
      onSaved();
    },
  });
}
