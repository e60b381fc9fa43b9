import type { Account } from '@portal/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  BackButton,
  Form,
  FormActions,
  NextButton,
  SelectField,
  TextField,
} from '../../../../components/form';
import { Button } from '../../../../components/ui/button';
import { useAccountStepForm } from '../../hooks/use-account-step-form';
import { SOFTWARE_LEVELS, SoftwareFormSchema, type SoftwareRowValues } from '../../utils/schemas';
import type { SubStepFormProps } from '../sub-step-form';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

interface SoftwareValues {
  softwareSkills: SoftwareRowValues[];
}

/** Suggestions that add a row with one click. */
const SUGGESTIONS = [
  'Microsoft Excel',
  'Microsoft Word',
  'Microsoft PowerPoint',
  'SAP',
  'Adobe Photoshop',
  'Python',
];

function softwareDefaults(account: Account): SoftwareValues {
  return {
    softwareSkills: account.softwareSkills.map((skill) => ({ name: skill.name, level: skill.level })),
  };
}

/** Step 2.5 (optional): software and level 1 Grundkenntnisse, 2 Fortgeschritten, 3 Experte. */
export function SoftwareForm({ account, onSaved, onBack }: SubStepFormProps) {
  const kit = useAccountStepForm<SoftwareValues>({
    schema: SoftwareFormSchema,
    defaultValues: softwareDefaults(account),
    onSaved,
    hasLists: true,
  });
  return (
    <Form form={kit} className="space-y-6">
      <SoftwareRows />
      <FormActions align="between">
        {onBack ? <BackButton onClick={onBack} /> : <span />}
        <NextButton />
      </FormActions>
    </Form>
  );
}

function SoftwareRows() {
  const { t } = useAreaTranslation('steps');
  const { control, getValues } = useFormContext<SoftwareValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'softwareSkills' });
  const levels = SOFTWARE_LEVELS.map((level) => ({
    value: level,
    label: t(`abilities.software.levels.${level}`),
  }));
  const chosen = new Set(fields.map((field) => field.name.trim().toLowerCase()));

  return (
    <div className="space-y-4">
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed border-ink-300 px-4 py-5 text-center text-sm text-ink-600">
          {t('abilities.software.empty')}
        </p>
      )}
      <ul className="space-y-3">
        {fields.map((row, index) => (
          <li
            key={row.id}
            className="grid gap-3 rounded-2xl border border-ink-200 bg-ink-50/50 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] sm:items-start"
          >
            <TextField name={`softwareSkills.${index}.name`} label={t('abilities.software.name')} required />
            <SelectField
              name={`softwareSkills.${index}.level`}
              label={t('abilities.software.level')}
              required
              options={levels}
            />
            <Button
              variant="ghost"
              className="sm:mt-7"
              onClick={() => remove(index)}
              icon={<Trash2 className="size-4" aria-hidden />}
              aria-label={t('abilities.software.remove', { number: index + 1 })}
            >
              <span className="sm:sr-only" aria-hidden>
                {t('common.remove')}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          icon={<Plus className="size-4" aria-hidden />}
          onClick={() => append({ name: '', level: null })}
        >
          {t('abilities.software.add')}
        </Button>
      </div>
      <div>
        <p className="text-sm font-medium text-ink-700">{t('abilities.software.suggestions')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {SUGGESTIONS.filter((name) => !chosen.has(name.toLowerCase())).map((name) => (
            <button
              key={name}
              type="button"
              aria-label={t('abilities.software.addSuggestion', { name })}
              onClick={() => {
                const taken = getValues('softwareSkills').some(
                  (s) => s.name.trim().toLowerCase() === name.toLowerCase(),
                );
                if (!taken) append({ name, level: null });
              }}
              className="inline-flex items-center gap-1 rounded-full border border-ink-200 bg-white px-3 py-1.5 text-sm text-ink-700 transition-colors hover:border-primary-300 hover:bg-primary-50"
            >
              <Plus className="size-3.5" aria-hidden />
              {name}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
