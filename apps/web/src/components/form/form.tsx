/**
 * `<Form>` wires a `useContractForm` result into the page: react-hook-form's context for the fields,
 * `noValidate` (the kit validates, not the browser) and the kit context for `<FormActions>` and
 * `<SubmitButton>`.
 */
import { clsx } from 'clsx';
import { AlertCircle } from 'lucide-react';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formalContext } from '../../lib/formality';
import { Button, type ButtonProps } from '../ui/button';
import { translateRule } from './field-error';
import type { ContractForm } from './use-contract-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContractForm = ContractForm<any, any>;

const FormKitContext = createContext<AnyContractForm | null>(null);

/** The surrounding kit form (for custom controls that want its status); `null` outside a `<Form>`. */
export function useFormKit(): AnyContractForm | null {
  return useContext(FormKitContext);
}

export interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate'
> {
  form: ContractForm<TValues, TOutput>;
  children: ReactNode;
}

export function Form<TValues extends FieldValues, TOutput>({
  form,
  children,
  className,
  ...props
}: FormProps<TValues, TOutput>) {
  return (
    <FormProvider {...form.form}>
      <FormKitContext.Provider value={form as AnyContractForm}>
        <form noValidate onSubmit={(event) => void form.submit(event)} className={className} {...props}>
          {children}
        </form>
      </FormKitContext.Provider>
    </FormProvider>
  );
}

/**
 * The form-level message: after a failed submit "Bitte fülle alle erforderlichen Felder korrekt aus!"
 * (plus server errors no field shows), after a failed save "Deine Daten konnten nicht übertragen werden …".
 */
export function FormMessage({
  className,
  formal = false,
}: {
  className?: string;
  /** The company portal's formal wording ("Bitte füllen Sie …"). */
  formal?: boolean;
}) {
  const { t } = useTranslation(['form', 'validation']);
  const kit = useFormKit();
  if (!kit || kit.status === 'idle') return null;
  return (
    <div
      role="alert"
      className={clsx(
        'flex gap-3 rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-700',
        className,
      )}
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium">
          {t(kit.status === 'invalid' ? 'form:status.invalid' : 'form:status.saveFailed', {
            context: formal ? 'formal' : formalContext(),
          })}
        </p>
        {kit.unmatchedErrors.length > 0 && (
          <ul className="mt-1 list-disc ps-5">
            {kit.unmatchedErrors.map((error) => (
              <li key={`${error.field}-${error.rule}`}>{translateRule(t, error.rule, error.params ?? {})}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The actions row (submit, back …) with the form-level message right above it. */
export function FormActions({
  children,
  className,
  align = 'end',
  formal = false,
}: {
  children: ReactNode;
  className?: string;
  /** `between`: e.g. "back" at the start, "next" at the end. */
  align?: 'end' | 'between' | 'start';
  /** Formal wording of the form message (company portal). */
  formal?: boolean;
}) {
  return (
    <div className={clsx('space-y-4', className)}>
      <FormMessage formal={formal} />
      <div
        className={clsx(
          'flex flex-col-reverse gap-3 sm:flex-row sm:items-center',
          align === 'end' && 'sm:justify-end',
          align === 'between' && 'sm:justify-between',
          align === 'start' && 'sm:justify-start',
        )}
      >
        {children}
      </div>
    </div>
  );
}

/** A submit button that shows the pending state while the form saves. */
export function SubmitButton({ children, disabled, ...props }: Omit<ButtonProps, 'type' | 'loading'>) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" loading={isSubmitting} disabled={disabled} {...props}>
      {children}
    </Button>
  );
}
