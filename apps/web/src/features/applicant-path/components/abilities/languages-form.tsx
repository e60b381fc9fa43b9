import type { Account } from '@portal/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { BackButton, Form, FormActions, NextButton, SelectField } from '../../../../components/form';
import { Button } from '../../../../components/ui/button';
import { useAccountStepForm } from '../../hooks/use-account-step-form';
import { useListError } from '../../hooks/use-list-error';
import { LanguagesFormSchema, type LanguageRowValues } from '../../utils/schemas';
import type { SubStepFormProps } from '../sub-step-form';
import { languageOptions } from './language-options';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

interface LanguagesValues {
  languageSkills: LanguageRowValues[];
}

const LANGUAGE_LEVEL_VALUES = [1, 2, 3, 4, 5, 6, 7] as const;

function languagesDefaults(account: Account): LanguagesValues {
  return {
    languageSkills:
      account.languageSkills.length > 0
        ? account.languageSkills.map((skill) => ({ code: skill.code, level: skill.level }))
        : [{ code: null, level: null }],
  };
}

/** Step 2.3: languages with level A1–C2 or native. */
export function LanguagesForm({ account, onSaved, onBack }: SubStepFormProps) {
  const kit = useAccountStepForm<LanguagesValues>({
    schema: LanguagesFormSchema,
    defaultValues: languagesDefaults(account),
    onSaved,
    hasLists: true,
  });
  return (
    <Form form={kit} className="space-y-6">
      <LanguageRows storedCodes={account.languageSkills.map((skill) => skill.code)} />
      <FormActions align="between">
        {onBack ? <BackButton onClick={onBack} /> : <span />}
        <NextButton />
      </FormActions>
    </Form>
  );
}

function LanguageRows({ storedCodes }: { storedCodes: string[] }) {
  const { t, i18n } = useAreaTranslation('steps');
  const { control } = useFormContext<LanguagesValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'languageSkills' });
  const listError = useListError('languageSkills', t('abilities.languages.title'));
  const options = useMemo(() => languageOptions(i18n.language, storedCodes), [i18n.language, storedCodes]);
  const levels = LANGUAGE_LEVEL_VALUES.map((level) => ({
    value: level,
    label: t(`abilities.languages.levels.${level}`),
  }));

  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {fields.map((row, index) => (
          <li
            key={row.id}
            className="grid gap-3 rounded-2xl border border-ink-200 bg-ink-50/50 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
          >
            <SelectField
              name={`languageSkills.${index}.code`}
              label={t('abilities.languages.language')}
              required
              options={options}
              placeholder={t('abilities.languages.chooseLanguage')}
            />
            <SelectField
              name={`languageSkills.${index}.level`}
              label={t('abilities.languages.level')}
              required
              options={levels}
              placeholder={t('abilities.languages.chooseLevel')}
            />
            <Button
              variant="ghost"
              className="sm:mt-7"
              onClick={() => remove(index)}
              disabled={fields.length === 1}
              icon={<Trash2 className="size-4" aria-hidden />}
              aria-label={t('abilities.languages.remove', { number: index + 1 })}
            >
              <span className="sm:sr-only" aria-hidden>
                {t('common.remove')}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {listError && <p className="text-sm font-medium text-danger-700">{listError}</p>}
      <Button
        variant="secondary"
        icon={<Plus className="size-4" aria-hidden />}
        onClick={() => append({ code: null, level: null })}
      >
        {t('abilities.languages.add')}
      </Button>
    </div>
  );
}
