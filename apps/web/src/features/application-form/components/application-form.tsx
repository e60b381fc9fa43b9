/**
 * The public application form itself: study choice, personal basics and the privacy consent, validated with the
 * contract's schema; field errors on the fields, 2302 (already applied) and 2303 (too many) above the submit button.
 */
import { CreateApplicationBody, ErrorCode, type CreateApplicationResponse } from '@portal/contracts';
import { AlertCircle, ArrowRight, LogIn, MailCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CheckboxField,
  EmailField,
  Form,
  FormActions,
  SelectField,
  SubmitButton,
  TelField,
  TextField,
  useContractForm,
} from '../../../components/form';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http';
import { createApplication } from '../api/create-application';
import type { Catalogue } from '../api/get-catalogue';
import { DEFAULT_VALUES, type ApplicationFormValues, type Salutation } from './application-form-values';
import { Section } from './form-section';
import { StudyChoice } from './study-choice';

/** Refusals the form shows above the submit button instead of on a field. */
type Refusal = { kind: 'duplicate' } | { kind: 'rate_limited' };
const SALUTATIONS: readonly Salutation[] = ['mr', 'mrs', 'mx'];

export function ApplicationForm({
  catalogue,
  referralCode,
  onCreated,
}: {
  catalogue: Catalogue;
  /** The bring-a-friend code of the address (`?ref=`), sent along with the application. */
  referralCode?: string;
  onCreated: (created: CreateApplicationResponse) => void;
}) {
  const { t } = useTranslation('apply');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const kit = useContractForm<ApplicationFormValues, CreateApplicationBody>({
    schema: CreateApplicationBody,
    defaultValues: DEFAULT_VALUES,
    resetOnSuccess: false,
    onSubmit: async (values) => {
      setRefusal(null);
      try {
        onCreated(await createApplication(referralCode ? { ...values, referralCode } : values));
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.APPLICATION_EXISTS) {
          setRefusal({ kind: 'duplicate' });
          return;
        }
        if (error instanceof ApiError && error.code === ErrorCode.TOO_MANY_APPLICATIONS) {
          setRefusal({ kind: 'rate_limited' });
          return;
        }
        throw error;
      }
    },
  });

  return (
    <Form form={kit} className="space-y-6" aria-label={t('title')}>
      <StudyChoice catalogue={catalogue} />
      <Section number={2} title={t('section.person')} icon={<UserRound className="size-5" />}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField<Salutation>
            name="salutation"
            label={t('field.salutation')}
            placeholder={t('salutation.none')}
            options={SALUTATIONS.map((value) => ({ value, label: t(`salutation.${value}`) }))}
            className="sm:col-span-2 sm:max-w-xs"
          />
          <TextField name="firstName" label={t('field.firstName')} required autoComplete="given-name" />
          <TextField name="lastName" label={t('field.lastName')} required autoComplete="family-name" />
          <EmailField name="email" label={t('field.email')} required hint={t('hint.email')} />
          <TelField name="phone" label={t('field.phone')} emptyAsNull hint={t('hint.phone')} />
        </div>
      </Section>
      <Section number={3} title={t('section.consent')} icon={<MailCheck className="size-5" />}>
        <CheckboxField
          name="privacyConsent"
          required
          labelText={t('field.privacyConsent')}
          label={
            <Trans
              t={t}
              i18nKey="consentText"
              components={{
                privacy: (
                  <Link
                    to={paths.datenschutz}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-primary-700 underline underline-offset-2"
                  />
                ),
              }}
            />
          }
        />
      </Section>
      {refusal && <RefusalMessage refusal={refusal} />}
      <FormActions>
        <SubmitButton size="lg" className="w-full sm:w-auto">
          {t('submit')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </SubmitButton>
      </FormActions>
    </Form>
  );
}

function RefusalMessage({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('apply');
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-accent-400/60 bg-accent-50 px-5 py-4 text-ink-800"
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          {refusal.kind === 'duplicate' ? t('duplicate.title') : t('rateLimited.title')}
        </p>
        <p className="mt-1 text-sm">
          {refusal.kind === 'duplicate' ? t('duplicate.text') : t('rateLimited.text')}
        </p>
        {refusal.kind === 'duplicate' && (
          <Link
            to={paths.ds.root}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
          >
            <LogIn className="size-4" aria-hidden />
            {t('duplicate.signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}
