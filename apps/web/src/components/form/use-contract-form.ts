/**
 * `useContractForm`: react-hook-form with a contract's zod schema (see `contract-resolver.ts`), plus the
 * spec's form behaviour (part 1 §5, part 2 §8.3):
 *
 * - a failed submit shows "Bitte fülle alle erforderlichen Felder korrekt aus!" and focuses the first invalid field;
 * - server field errors (`ApiError.customErrors`) land on the matching fields, the first one is focused;
 *   errors for fields the form does not show are listed with the form message;
 * - any other failure shows "Deine Daten konnten nicht übertragen werden, bitte versuche es erneut." and
 *   keeps every typed value (the form is never reset on failure);
 * - `formState.isSubmitting` is true while `onSubmit` runs (the submit button shows it).
 */
import type { FieldError as ApiFieldError } from '@portal/contracts';
import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError } from '../../lib/http';
import { contractResolver, type ParseableSchema } from './contract-resolver';
import { fieldErrorFromApi, getPath } from './field-error';

/** `invalid`: validation failed (client or server); `save_failed`: the save call failed otherwise. */
export type FormStatus = 'idle' | 'invalid' | 'save_failed';

export interface ContractFormOptions<TValues extends FieldValues, TOutput> extends Omit<
  UseFormProps<TValues, unknown, TOutput>,
  'resolver' | 'defaultValues'
> {
  /** The zod schema the API enforces (from `@portal/contracts`, optionally refined for the form). */
  schema: ParseableSchema<unknown, TOutput>;
  defaultValues: DefaultValues<TValues>;
  /** Saves the parsed values; throw (e.g. the `ApiError` of `apiCall`) to report a failure. */
  onSubmit: (values: TOutput, form: UseFormReturn<TValues, unknown, TOutput>) => unknown;
  /** Form field for a server error's `field` (default: the same name); `null` when the form does not show it. */
  serverFieldName?: (field: string) => string | null;
  /** After a successful save the submitted values become the new defaults (not dirty). Default true. */
  resetOnSuccess?: boolean;
}

export interface ContractForm<TValues extends FieldValues = FieldValues, TOutput = TValues> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The `<form onSubmit>` handler (also callable without an event). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** What the form-level message shows; `invalid` turns back to `idle` once no field error is left. */
  status: FormStatus;
  /** Server field errors that match no field of the form. */
  unmatchedErrors: readonly ApiFieldError[];
  /** The last save failure (an `ApiError` or anything `onSubmit` threw). */
  saveError: unknown;
  clearStatus: () => void;
}

export function useContractForm<TValues extends FieldValues, TOutput = TValues>({
  schema,
  defaultValues,
  onSubmit,
  serverFieldName = (field) => field,
  resetOnSuccess = true,
  ...options
}: ContractFormOptions<TValues, TOutput>): ContractForm<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    // Errors appear on the first submit and then follow the typing; validating on blur moved the buttons
    // under the pointer (an error appearing as a field lost focus could swallow the click on "Weiter").
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    defaultValues,
    resolver: contractResolver<TValues, TOutput>(schema),
  });
  const [status, setStatus] = useState<FormStatus>('idle');
  const [unmatchedErrors, setUnmatchedErrors] = useState<readonly ApiFieldError[]>([]);
  const [saveError, setSaveError] = useState<unknown>(null);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  const showServerErrors = useCallback(
    (errors: readonly ApiFieldError[]) => {
      const values = form.getValues();
      const unmatched: ApiFieldError[] = [];
      let focused = false;
      for (const error of errors) {
        const name = serverFieldName(error.field);
        if (name === null || getPath(values, name) === undefined) {
          unmatched.push(error);
          continue;
        }
        form.setError(name as Path<TValues>, fieldErrorFromApi(error), { shouldFocus: !focused });
        focused = true;
      }
      setUnmatchedErrors(unmatched);
    },
    [form, serverFieldName],
  );

  const submit = useCallback(
    (event?: BaseSyntheticEvent) =>
      form.handleSubmit(
        async (values) => {
          setUnmatchedErrors([]);
          setSaveError(null);
          try {
            await onSubmit(values, form);
            setStatus('idle');
            if (resetOnSuccess) form.reset(form.getValues(), { keepSubmitCount: true });
          } catch (error) {
            setSaveError(error);
            if (error instanceof ApiError && error.customErrors.length > 0) {
              showServerErrors(error.customErrors);
              setStatus('invalid');
            } else {
              setStatus('save_failed');
            }
          }
        },
        () => {
          setUnmatchedErrors([]);
          setStatus('invalid');
        },
      )(event),
    [form, onSubmit, resetOnSuccess, showServerErrors],
  );

  const clearStatus = useCallback(() => {
    setStatus('idle');
    setUnmatchedErrors([]);
  }, []);

  const visibleStatus: FormStatus =
    status === 'invalid' && !hasErrors && unmatchedErrors.length === 0 ? 'idle' : status;

  return { form, submit, status: visibleStatus, unmatchedErrors, saveError, clearStatus };
}
