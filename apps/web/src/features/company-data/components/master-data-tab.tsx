/** Tab "Stammdaten": the company's master data as a form (`edit company master data`) or a read view. */
import { SOCIAL_NETWORK_KEYS, UpdateCompanyBody, type Company, type SocialNetwork } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddressFields,
  DateField,
  Form,
  FormActions,
  NumberField,
  SubmitButton,
  TextareaField,
  TextField,
  useContractForm,
} from '../../../components/form';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { useUpdateCompany } from '../api/update-company';
import { bodyFormSchema, linesToList, textOrNull } from '../utils/body-form-schema';
import { Fact, ReadOnlyNote, SavedNote } from './read-only-note';

interface MasterDataValues extends Record<string, unknown> {
  name: string;
  companyStreet: string;
  companyPostalCode: string;
  companyCity: string;
  companyCountry: string | null;
  commercialRegister: string;
  court: string;
  foundedOn: string | null;
  employeeCount: number | null;
  managingDirectors: string;
  locations: string;
  website: string;
  social: Record<SocialNetwork, string>;
}

/** Body field → form field (the address fields carry the `company` prefix of `AddressFields`). */
const FORM_FIELD: Record<string, string> = {
  street: 'companyStreet',
  postalCode: 'companyPostalCode',
  city: 'companyCity',
  country: 'companyCountry',
};
function formFieldOf(bodyField: string): string {
  if (bodyField.startsWith('socialMedia.')) return `social.${bodyField.slice('socialMedia.'.length)}`;
  return FORM_FIELD[bodyField] ?? bodyField;
}

const MasterDataSchema = bodyFormSchema<MasterDataValues, typeof UpdateCompanyBody>({
  contract: UpdateCompanyBody,
  // The address is marked required by `AddressFields`: invoices and contracts need it.
  required: ['name', 'companyStreet', 'companyPostalCode', 'companyCity', 'companyCountry'],
  fieldOf: formFieldOf,
  toBody: (values) => ({
    name: values.name,
    street: textOrNull(values.companyStreet),
    postalCode: textOrNull(values.companyPostalCode),
    city: textOrNull(values.companyCity),
    country: values.companyCountry || null,
    commercialRegister: textOrNull(values.commercialRegister),
    court: textOrNull(values.court),
    foundedOn: values.foundedOn || null,
    employeeCount: values.employeeCount ?? null,
    managingDirectors: linesToList(values.managingDirectors),
    locations: linesToList(values.locations),
    website: values.website,
    socialMedia: Object.fromEntries(SOCIAL_NETWORK_KEYS.map((key) => [key, values.social[key] ?? ''])),
  }),
});

function defaultsOf(company: Company): MasterDataValues {
  return {
    name: company.name,
    companyStreet: company.street ?? '',
    companyPostalCode: company.postalCode ?? '',
    companyCity: company.city ?? '',
    companyCountry: company.country,
    commercialRegister: company.commercialRegister ?? '',
    court: company.court ?? '',
    foundedOn: company.foundedOn,
    employeeCount: company.employeeCount,
    managingDirectors: company.managingDirectors.join('\n'),
    locations: company.locations.join('\n'),
    website: company.website ?? '',
    social: Object.fromEntries(
      SOCIAL_NETWORK_KEYS.map((key) => [key, company.socialMedia[key] ?? '']),
    ) as Record<SocialNetwork, string>,
  };
}

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  xing: 'XING',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

function MasterDataForm({ company }: { company: Company }) {
  const { t } = useTranslation('company-data');
  const save = useUpdateCompany(company.id);
  const [saved, setSaved] = useState(false);
  const form = useContractForm({
    schema: MasterDataSchema,
    defaultValues: defaultsOf(company),
    serverFieldName: formFieldOf,
    onSubmit: async (body) => {
      setSaved(false);
      await save.mutateAsync(body);
      setSaved(true);
    },
  });
  return (
    <Form form={form} className="space-y-6" onChange={() => setSaved(false)}>
      <Card>
        <CardHeader title={t('data.sections.company')} description={t('data.sections.companyHint')} />
        <CardBody className="space-y-5">
          <TextField name="name" label={t('data.fields.name')} required autoComplete="organization" />
          <AddressFields prefix="company" countryHint />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('data.sections.register')} description={t('data.sections.registerHint')} />
        <CardBody className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="commercialRegister"
            label={t('data.fields.commercialRegister')}
            placeholder={t('data.placeholders.commercialRegister')}
          />
          <TextField name="court" label={t('data.fields.court')} placeholder={t('data.placeholders.court')} />
          <DateField name="foundedOn" label={t('data.fields.foundedOn')} hint={t('data.hints.foundedOn')} />
          <NumberField
            name="employeeCount"
            label={t('data.fields.employeeCount')}
            decimal={false}
            inputMode="numeric"
          />
          <TextareaField
            name="managingDirectors"
            label={t('data.fields.managingDirectors')}
            hint={t('data.hints.onePerLine', { max: 10 })}
            rows={3}
            maxLength={1100}
            counter={false}
          />
          <TextareaField
            name="locations"
            label={t('data.fields.locations')}
            hint={t('data.hints.onePerLine', { max: 30 })}
            rows={3}
            maxLength={3100}
            counter={false}
          />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('data.sections.online')} description={t('data.sections.onlineHint')} />
        <CardBody className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="website"
            type="url"
            label={t('data.fields.website')}
            placeholder="https://www.example.com"
            autoComplete="url"
            className="sm:col-span-2"
          />
          {SOCIAL_NETWORK_KEYS.map((network) => (
            <TextField
              key={network}
              name={`social.${network}`}
              type="url"
              label={SOCIAL_LABELS[network]}
              placeholder={t(`data.placeholders.social.${network}`)}
            />
          ))}
        </CardBody>
      </Card>
      <FormActions formal>
        {saved && <SavedNote />}
        <SubmitButton>{t('common.save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary-800 hover:underline">
      {href.replace(/^https?:\/\//, '')}
    </a>
  );
}

export function MasterDataView({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('company-data');
  const address = [
    company.street,
    [company.postalCode, company.city].filter(Boolean).join(' '),
    company.country ? countryName(company.country, i18n.language) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const social = SOCIAL_NETWORK_KEYS.filter((key) => company.socialMedia[key]);
  return (
    <Card>
      <CardHeader title={t('data.sections.company')} />
      <CardBody className="pt-2">
        <dl className="divide-y divide-ink-100">
          <Fact label={t('data.fields.name')}>{company.name}</Fact>
          <Fact label={t('data.fields.address')}>{address}</Fact>
          <Fact label={t('data.fields.commercialRegister')}>{company.commercialRegister}</Fact>
          <Fact label={t('data.fields.court')}>{company.court}</Fact>
          <Fact label={t('data.fields.foundedOn')}>{formatDate(company.foundedOn)}</Fact>
          <Fact label={t('data.fields.employeeCount')}>
            {company.employeeCount === null
              ? ''
              : new Intl.NumberFormat(i18n.language).format(company.employeeCount)}
          </Fact>
          <Fact label={t('data.fields.managingDirectors')}>{company.managingDirectors.join(', ')}</Fact>
          <Fact label={t('data.fields.locations')}>{company.locations.join(', ')}</Fact>
          <Fact label={t('data.fields.website')}>
            {company.website && <ExternalLink href={company.website} />}
          </Fact>
          <Fact label={t('data.fields.socialMedia')}>
            {social.length > 0 && (
              <ul className="space-y-1">
                {social.map((key) => (
                  <li key={key}>
                    <span className="text-ink-500">{SOCIAL_LABELS[key]}: </span>
                    <ExternalLink href={company.socialMedia[key]!} />
                  </li>
                ))}
              </ul>
            )}
          </Fact>
        </dl>
      </CardBody>
    </Card>
  );
}

export function MasterDataTab({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation('company-data');
  if (canEdit) return <MasterDataForm company={company} />;
  return (
    <div className="space-y-4">
      <ReadOnlyNote permissionLabel={t('permissions.masterData')} />
      <MasterDataView company={company} />
    </div>
  );
}
