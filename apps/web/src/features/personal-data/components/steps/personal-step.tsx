/**
 * Step 1.2 personal data: salutation, name, birthday, birth name, place and country of birth, nationality,
 * shipping address (DACH postal-code rule of the contract), entrance qualification and health insurance type.
 * Contracts step 1 reuses it with the insurance type required.
 */
import {
  EntranceQualificationChoice,
  entranceQualificationChoiceOf,
  entranceQualificationFromChoice,
  type Account,
  type EntranceQualificationChoice as Choice,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import {
  AddressFields,
  BackButton,
  DateField,
  Form,
  FormActions,
  NextButton,
  RadioGroupField,
  SelectField,
  TextField,
  useContractForm,
} from '../../../../components/form';
import { countryOptions } from '../../../../lib/countries';
import { useSaveAccount } from '../../../../shared/applicant/account-query';
import { accountFormSchema, textOrNull } from '../../utils/account-form-schema';
import { todayIso } from '../../utils/dates';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

export interface PersonalValues extends Record<string, unknown> {
  salutation: 'mr' | 'mrs' | 'mx' | null;
  firstName: string;
  lastName: string;
  birthday: string | null;
  birthName: string;
  placeOfBirth: string;
  countryOfBirth: string | null;
  nationality: string | null;
  shippingStreet: string;
  shippingPostalCode: string;
  shippingCity: string;
  shippingCountry: string | null;
  universityEntranceQualification: Choice | null;
  healthInsuranceType: 'private' | 'statutory' | null;
}

const REQUIRED = [
  'salutation',
  'firstName',
  'lastName',
  'birthday',
  'placeOfBirth',
  'countryOfBirth',
  'nationality',
  'shippingStreet',
  'shippingPostalCode',
  'shippingCity',
  'shippingCountry',
  'universityEntranceQualification',
] as const;

function toBody(values: PersonalValues) {
  const qualification = values.universityEntranceQualification
    ? entranceQualificationFromChoice(values.universityEntranceQualification)
    : {};
  return {
    salutation: values.salutation,
    firstName: textOrNull(values.firstName),
    lastName: textOrNull(values.lastName),
    birthday: values.birthday,
    birthName: textOrNull(values.birthName),
    placeOfBirth: textOrNull(values.placeOfBirth),
    countryOfBirth: values.countryOfBirth,
    nationality: values.nationality,
    shippingStreet: textOrNull(values.shippingStreet),
    shippingPostalCode: textOrNull(values.shippingPostalCode),
    shippingCity: textOrNull(values.shippingCity),
    shippingCountry: values.shippingCountry,
    ...qualification,
    healthInsuranceType: values.healthInsuranceType,
  };
}

function personalSchema(insuranceRequired: boolean) {
  return accountFormSchema<PersonalValues>({
    required: insuranceRequired ? [...REQUIRED, 'healthInsuranceType'] : REQUIRED,
    toBody,
    fieldOf: (field) =>
      field === 'universityEntranceQualificationBw' ? 'universityEntranceQualification' : field,
  });
}

function personalDefaults(account: Account): PersonalValues {
  return {
    salutation: account.salutation,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    birthday: account.birthday,
    birthName: account.birthName ?? '',
    placeOfBirth: account.placeOfBirth ?? '',
    countryOfBirth: account.countryOfBirth,
    nationality: account.nationality,
    shippingStreet: account.shippingStreet ?? '',
    shippingPostalCode: account.shippingPostalCode ?? '',
    shippingCity: account.shippingCity ?? '',
    shippingCountry: account.shippingCountry,
    universityEntranceQualification: entranceQualificationChoiceOf(
      account.universityEntranceQualification,
      account.universityEntranceQualificationBw,
    ),
    healthInsuranceType: account.healthInsuranceType,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-5">
      <legend className="mb-4 text-sm font-semibold tracking-wide text-ink-500 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

export function PersonalStep({
  account,
  onSaved,
  onBack,
  insuranceRequired = false,
}: {
  account: Account;
  onSaved: () => void;
  onBack?: () => void;
  insuranceRequired?: boolean;
}) {
  const { t, i18n } = useAreaTranslation('personal');
  const save = useSaveAccount();
  const form = useContractForm({
    schema: personalSchema(insuranceRequired),
    defaultValues: personalDefaults(account),
    onSubmit: async (body) => {
      await save(body);
      onSaved();
    },
  });
  const countries = countryOptions(i18n.language);

  return (
    <Form form={form} className="space-y-8">
      <Section title={t('sections.person')}>
        <RadioGroupField
          name="salutation"
          label={t('fields.salutation')}
          required
          variant="inline"
          options={(['mrs', 'mr', 'mx'] as const).map((value) => ({
            value,
            label: t(`salutations.${value}`),
          }))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label={t('fields.firstName')} required autoComplete="given-name" />
          <TextField name="lastName" label={t('fields.lastName')} required autoComplete="family-name" />
          <DateField
            name="birthday"
            label={t('fields.birthday')}
            required
            autoComplete="bday"
            max={todayIso()}
          />
          <TextField name="birthName" label={t('fields.birthName')} hint={t('fields.birthNameHint')} />
          <TextField name="placeOfBirth" label={t('fields.placeOfBirth')} required />
          <SelectField
            name="countryOfBirth"
            label={t('fields.countryOfBirth')}
            required
            options={countries}
          />
          <SelectField
            name="nationality"
            label={t('fields.nationality')}
            required
            options={countries}
            className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]"
          />
        </div>
      </Section>

      <Section title={t('sections.address')}>
        <AddressFields countryHint />
      </Section>

      <Section title={t('sections.education')}>
        <SelectField
          name="universityEntranceQualification"
          label={t('fields.qualification')}
          required
          options={EntranceQualificationChoice.options.map((value) => ({
            value,
            label: t(`qualifications.${value}`),
          }))}
        />
        <RadioGroupField
          name="healthInsuranceType"
          label={t('fields.healthInsuranceType')}
          required={insuranceRequired}
          hint={insuranceRequired ? undefined : t('fields.healthInsuranceTypeHint')}
          options={(['statutory', 'private'] as const).map((value) => ({
            value,
            label: t(`insurance.${value}`),
            description: t(`insurance.${value}Hint`),
          }))}
        />
      </Section>

      <FormActions align={onBack ? 'between' : 'end'}>
        {onBack && <BackButton onClick={onBack} />}
        <NextButton />
      </FormActions>
    </Form>
  );
}
