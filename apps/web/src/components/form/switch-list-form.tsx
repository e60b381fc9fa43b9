/**
 * A list of on/off settings with one save button: each key a checkbox with a title and an explanation, the
 * "Gespeichert" note after a save. Used by the e-mail settings of applicants and of company users.
 */
import { CheckCircle2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveStatus } from '../ui/live-status';
import { CheckboxField } from './choice-fields';
import type { ParseableSchema } from './contract-resolver';
import { Form, FormActions, FormMessage, SubmitButton } from './form';
import { useContractForm } from './use-contract-form';

/** "Gespeichert" beside the save button after a successful save (`shown`), announced by its status region. */
export function SavedNote({ shown = true }: { shown?: boolean }) {
  const { t } = useTranslation('form');
  return (
    <LiveStatus className="flex items-center gap-1.5 text-sm font-medium text-success-700">
      {shown && (
        <>
          <CheckCircle2 className="size-4" aria-hidden />
          {t('actions.saved')}
        </>
      )}
    </LiveStatus>
  );
}

export interface SwitchListFormProps<K extends string> {
  schema: ParseableSchema<unknown, Record<K, boolean>>;
  values: Record<K, boolean>;
  keys: readonly K[];
  label: (key: K) => { title: string; text: string };
  onSave: (values: Record<K, boolean>) => Promise<unknown>;
  saveLabel: string;
  /** A line under the list, e.g. that in-portal notifications always arrive. */
  note?: ReactNode;
}

export function SwitchListForm<K extends string>({
  schema,
  values,
  keys,
  label,
  onSave,
  saveLabel,
  note,
}: SwitchListFormProps<K>) {
  const [saved, setSaved] = useState(false);
  const form = useContractForm<Record<K, boolean>, Record<K, boolean>>({
    schema,
    defaultValues: values as never,
    onSubmit: async (submitted) => {
      setSaved(false);
      await onSave(submitted);
      setSaved(true);
    },
  });
  return (
    <Form form={form} className="space-y-6" onChange={() => setSaved(false)}>
      <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200">
        {keys.map((key) => {
          const { title, text } = label(key);
          return (
            <li key={key} className="px-4 py-4 sm:px-5">
              <CheckboxField
                name={key}
                label={
                  <>
                    <span className="block font-semibold text-ink-900">{title}</span>
                    <span className="block text-ink-600">{text}</span>
                  </>
                }
                labelText={title}
              />
            </li>
          );
        })}
      </ul>
      {note}
      <FormMessage />
      <FormActions>
        <SavedNote shown={saved} />
        <SubmitButton>{saveLabel}</SubmitButton>
      </FormActions>
    </Form>
  );
}
