/** Create or change a study-preparation module (decision 196), checked with the contract's schema. */
import {
  AudienceUnit,
  TRAINING_MODULE_LIMITS,
  TrainingModuleBody,
  type StaffTrainingModule,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  CheckboxField,
  Form,
  FormActions,
  SelectField,
  SubmitButton,
  TextField,
  useContractForm,
} from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { saveTrainingModule, staffModulesKey } from '../api/staff-training-modules';
import { MarkdownField } from './editor-fields';

interface ModuleFormValues {
  title: string;
  body: string;
  estimatedMinutes: string;
  unit: AudienceUnit;
  position: string;
  published: boolean;
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

const ModuleForm = z
  .object({
    title: z.string(),
    body: z.string(),
    estimatedMinutes: z.string(),
    unit: AudienceUnit,
    position: z.string(),
    published: z.boolean(),
  })
  .transform((values) => ({
    ...values,
    estimatedMinutes: toNumber(values.estimatedMinutes),
    position: toNumber(values.position),
  }))
  .pipe(TrainingModuleBody);

export function ModuleEditor({
  module,
  nextPosition,
  onDone,
}: {
  module: StaffTrainingModule | null;
  nextPosition: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff-campaigns');
  const queryClient = useQueryClient();
  const kit = useContractForm<ModuleFormValues, z.output<typeof ModuleForm>>({
    schema: ModuleForm,
    defaultValues: {
      title: module?.title ?? '',
      body: module?.body ?? '',
      estimatedMinutes: String(module?.estimatedMinutes ?? 15),
      unit: module?.unit ?? 'both',
      position: String(module?.position ?? nextPosition),
      published: module?.published ?? false,
    },
    onSubmit: async (body) => {
      await saveTrainingModule(module?.id ?? null, body);
      await queryClient.invalidateQueries({ queryKey: staffModulesKey });
      onDone();
    },
  });
  const title = module ? t('modules.editTitle') : t('modules.newTitle');
  // The editor takes the list's place: start at its top, wherever the list was scrolled to.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <Card>
      <CardHeader title={title} description={t('modules.editorIntro')} />
      <CardBody>
        <Form form={kit} className="space-y-5" aria-label={title}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="title"
              label={t('field.title')}
              required
              className="sm:col-span-2"
              maxLength={TRAINING_MODULE_LIMITS.titleMax}
            />
            <TextField
              name="estimatedMinutes"
              label={t('field.estimatedMinutes')}
              required
              inputMode="numeric"
            />
            <SelectField<AudienceUnit>
              name="unit"
              label={t('field.unit')}
              required
              options={AudienceUnit.options.map((value) => ({ value, label: t(`unit.${value}`) }))}
            />
            <TextField
              name="position"
              label={t('field.position')}
              required
              inputMode="numeric"
              hint={t('hint.position')}
            />
          </div>
          <MarkdownField name="body" label={t('field.body')} maxLength={TRAINING_MODULE_LIMITS.bodyMax} />
          <CheckboxField name="published" label={t('field.published')} hint={t('hint.publishedModule')} />
          <FormActions>
            <Button variant="ghost" onClick={onDone}>
              {t('editor.cancel')}
            </Button>
            <SubmitButton>{t('editor.save')}</SubmitButton>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}
