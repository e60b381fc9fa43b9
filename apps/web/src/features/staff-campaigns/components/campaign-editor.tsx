/**
 * Create or change a campaign (decision 196): title, kind, dates, place or online link, seat limit, deadline,
 * area and publication, the Markdown description with preview. The contract's schema checks it (the form turns
 * the local date inputs into ISO times first), so the browser and the API refuse the same input.
 */
import {
  AudienceUnit,
  CAMPAIGN_LIMITS,
  CampaignBody,
  CampaignKind,
  type StaffCampaign,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
import { useTranslation } from 'react-i18next';
import { saveCampaign, staffCampaignsKey } from '../api/staff-campaigns';
import { DateTimeField, fromLocalInput, MarkdownField, toLocalInput } from './editor-fields';

interface CampaignFormValues {
  title: string;
  description: string;
  kind: CampaignKind;
  startsAt: string;
  endsAt: string;
  registrationDeadline: string;
  location: string;
  onlineUrl: string;
  seatLimit: string;
  unit: AudienceUnit;
  published: boolean;
}

const CampaignForm = z
  .object({
    title: z.string(),
    description: z.string(),
    kind: CampaignKind,
    startsAt: z.string(),
    endsAt: z.string(),
    registrationDeadline: z.string(),
    location: z.string(),
    onlineUrl: z.string(),
    seatLimit: z.string(),
    unit: AudienceUnit,
    published: z.boolean(),
  })
  .transform((values) => ({
    ...values,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: values.endsAt ? fromLocalInput(values.endsAt) : null,
    registrationDeadline: values.registrationDeadline ? fromLocalInput(values.registrationDeadline) : null,
    location: values.location.trim() || null,
    onlineUrl: values.onlineUrl.trim() || null,
    seatLimit: values.seatLimit.trim() === '' ? null : Number(values.seatLimit),
  }))
  .pipe(CampaignBody);

function valuesOf(campaign: StaffCampaign | null): CampaignFormValues {
  return {
    title: campaign?.title ?? '',
    description: campaign?.description ?? '',
    kind: campaign?.kind ?? 'info_evening',
    startsAt: toLocalInput(campaign?.startsAt ?? null),
    endsAt: toLocalInput(campaign?.endsAt ?? null),
    registrationDeadline: toLocalInput(campaign?.registrationDeadline ?? null),
    location: campaign?.location ?? '',
    onlineUrl: campaign?.onlineUrl ?? '',
    seatLimit:
      campaign?.seatLimit === null || campaign?.seatLimit === undefined ? '' : String(campaign.seatLimit),
    unit: campaign?.unit ?? 'both',
    published: campaign?.published ?? false,
  };
}

export function CampaignEditor({
  campaign,
  onDone,
}: {
  campaign: StaffCampaign | null;
  onDone: (saved: StaffCampaign | null) => void;
}) {
  const { t } = useTranslation('staff-campaigns');
  const queryClient = useQueryClient();
  const kit = useContractForm<CampaignFormValues, z.output<typeof CampaignForm>>({
    schema: CampaignForm,
    defaultValues: valuesOf(campaign),
    onSubmit: async (body) => {
      const saved = await saveCampaign(campaign?.id ?? null, body);
      await queryClient.invalidateQueries({ queryKey: staffCampaignsKey });
      onDone(saved);
    },
  });
  const kind = kit.form.watch('kind');
  // The editor takes the list's place: start at its top, wherever the list was scrolled to.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <Card>
      <CardHeader
        title={campaign ? t('campaigns.editTitle') : t('campaigns.newTitle')}
        description={t('campaigns.editorIntro')}
      />
      <CardBody>
        <Form
          form={kit}
          className="space-y-5"
          aria-label={campaign ? t('campaigns.editTitle') : t('campaigns.newTitle')}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="title"
              label={t('field.title')}
              required
              className="sm:col-span-2"
              maxLength={CAMPAIGN_LIMITS.titleMax}
            />
            <SelectField<CampaignKind>
              name="kind"
              label={t('field.kind')}
              required
              options={CampaignKind.options.map((value) => ({ value, label: t(`kind.${value}`) }))}
            />
            <SelectField<AudienceUnit>
              name="unit"
              label={t('field.unit')}
              required
              options={AudienceUnit.options.map((value) => ({ value, label: t(`unit.${value}`) }))}
            />
            <DateTimeField
              name="startsAt"
              label={kind === 'raffle' ? t('field.drawAt') : t('field.startsAt')}
              required
            />
            {kind !== 'raffle' && <DateTimeField name="endsAt" label={t('field.endsAt')} />}
            <DateTimeField
              name="registrationDeadline"
              label={t('field.registrationDeadline')}
              hint={t('hint.registrationDeadline')}
            />
            {kind !== 'raffle' && (
              <TextField
                name="seatLimit"
                label={t('field.seatLimit')}
                inputMode="numeric"
                hint={t('hint.seatLimit')}
              />
            )}
            {kind !== 'raffle' && (
              <TextField
                name="location"
                label={t('field.location')}
                maxLength={CAMPAIGN_LIMITS.locationMax}
                hint={t('hint.location')}
              />
            )}
            {kind !== 'raffle' && (
              <TextField
                name="onlineUrl"
                type="url"
                label={t('field.onlineUrl')}
                hint={t('hint.onlineUrl')}
              />
            )}
          </div>
          <MarkdownField
            name="description"
            label={t('field.description')}
            maxLength={CAMPAIGN_LIMITS.descriptionMax}
          />
          <CheckboxField name="published" label={t('field.published')} hint={t('hint.published')} />
          <FormActions>
            <Button variant="ghost" onClick={() => onDone(null)}>
              {t('editor.cancel')}
            </Button>
            <SubmitButton>{t('editor.save')}</SubmitButton>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}
