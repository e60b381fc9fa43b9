/**
 * `/bewerbung`, the public application form (issue 4, decision 050). Study choice (unit → course → campus →
 * intake, each list filtered by the choice before it), personal basics and the privacy consent, validated with
 * the contract's schema; the application service answers 201 (success screen: the invitation mail is on its
 * way), field errors (shown on the fields), 2302 (already applied: shown prominently with a sign-in link) or 2303.
 */
import {
  CreateApplicationBody,
  ErrorCode,
  type CatalogueCampus,
  type CreateApplicationResponse,
  type Unit,
} from '@portal/contracts';
import { clsx } from 'clsx';
import {
  AlertCircle,
  ArrowRight,
  GraduationCap,
  LogIn,
  MailCheck,
  MapPin,
  RefreshCw,
  UserRound,
} from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CheckboxField,
  EmailField,
  FieldShell,
  Form,
  FormActions,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TelField,
  TextField,
  useContractForm,
  useFieldError,
} from '../../../components/form';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { createApplication } from '../api/create-application';
import { useCatalogue, type Catalogue } from '../api/get-catalogue';
import { campusesForCourse, coursesForUnit } from './catalogue-filters';

type Salutation = NonNullable<CreateApplicationBody['salutation']>;

export interface ApplicationFormValues {
  unit: Unit | null;
  courseId: string | null;
  campusId: string | null;
  intakeId: string | null;
  salutation: Salutation | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  privacyConsent: boolean;
}

const DEFAULT_VALUES: ApplicationFormValues = {
  unit: null,
  courseId: null,
  campusId: null,
  intakeId: null,
  salutation: null,
  firstName: '',
  lastName: '',
  email: '',
  phone: null,
  privacyConsent: false,
};

const UNITS: readonly Unit[] = ['ds', 'fs'];
const SALUTATIONS: readonly Salutation[] = ['mr', 'mrs', 'mx'];

/** Refusals the form shows above the submit button instead of on a field. */
type Refusal = { kind: 'duplicate' } | { kind: 'rate_limited' };

export function ApplicationFormPage() {
  const { t } = useTranslation('apply');
  const catalogue = useCatalogue();
  const [created, setCreated] = useState<CreateApplicationResponse | null>(null);

  useEffect(() => {
    if (created) window.scrollTo({ top: 0 });
  }, [created]);

  return (
    <PageContainer width="wide">
      {created ? (
        <ApplicationSuccess email={created.email} />
      ) : (
        <>
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{t('eyebrow')}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('title')}</h1>
            <p className="mt-2 text-base text-ink-600">{t('intro')}</p>
          </div>
          <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="min-w-0">
              {catalogue.isPending ? (
                <Card>
                  <CardBody className="flex items-center justify-center gap-3 py-16 text-ink-600">
                    <Spinner />
                    <span>{t('loading')}</span>
                  </CardBody>
                </Card>
              ) : catalogue.isError ? (
                <Card>
                  <CardBody className="py-10 text-center" role="alert">
                    <AlertCircle className="mx-auto size-8 text-danger-600" aria-hidden />
                    <p className="mt-3 font-medium text-ink-900">{t('loadFailed')}</p>
                    <Button
                      variant="secondary"
                      className="mt-5"
                      icon={<RefreshCw className="size-4" aria-hidden />}
                      onClick={() => void catalogue.refetch()}
                    >
                      {t('retry')}
                    </Button>
                  </CardBody>
                </Card>
              ) : (
                <ApplicationForm catalogue={catalogue.data} onCreated={setCreated} />
              )}
            </div>
            <NextStepsAside />
          </div>
        </>
      )}
    </PageContainer>
  );
}

function Section({
  number,
  title,
  icon,
  children,
}: {
  number: number;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <div className="flex items-center gap-3 border-b border-ink-100 px-5 py-4 sm:px-6">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-800 text-sm font-bold text-white"
          aria-hidden
        >
          {number}
        </span>
        <h2 className="min-w-0 flex-1 text-base font-semibold text-ink-900">{title}</h2>
        <span className="text-primary-700" aria-hidden>
          {icon}
        </span>
      </div>
      <CardBody className="space-y-6">{children}</CardBody>
    </Card>
  );
}

export function ApplicationForm({
  catalogue,
  onCreated,
}: {
  catalogue: Catalogue;
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
        onCreated(await createApplication(values));
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

/** Section 1: unit, course, campus, intake. A choice that no longer fits the one before it is cleared. */
function StudyChoice({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation('apply');
  const { setValue, getValues } = useFormContext<ApplicationFormValues>();
  const unit = useWatch<ApplicationFormValues, 'unit'>({ name: 'unit' });
  const courseId = useWatch<ApplicationFormValues, 'courseId'>({ name: 'courseId' });
  const courses = useMemo(() => coursesForUnit(catalogue.courses, unit), [catalogue.courses, unit]);
  const course = courses.find((c) => c.id === courseId);
  const campuses = useMemo(() => campusesForCourse(catalogue.campuses, course), [catalogue.campuses, course]);

  useEffect(() => {
    const current = getValues('courseId');
    if (current && !courses.some((c) => c.id === current)) setValue('courseId', null as never);
  }, [courses, getValues, setValue]);
  useEffect(() => {
    const current = getValues('campusId');
    if (current && !campuses.some((c) => c.id === current)) setValue('campusId', null as never);
  }, [campuses, getValues, setValue]);

  return (
    <Section number={1} title={t('section.study')} icon={<GraduationCap className="size-5" />}>
      <RadioGroupField<Unit>
        name="unit"
        label={t('field.unit')}
        required
        options={UNITS.map((value) => ({
          value,
          label: t(`unit.${value}.label`),
          description: t(`unit.${value}.description`),
        }))}
      />
      {unit ? (
        <RadioGroupField<string>
          name="courseId"
          label={t('field.course')}
          required
          columns={2}
          options={courses.map((c) => ({
            value: c.id,
            label: c.name,
            description: t(`studyModel.${c.studyModel}`),
          }))}
        />
      ) : (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-600">{t('hint.chooseUnitFirst')}</p>
      )}
      {course && <CampusPicker campuses={campuses} />}
      <SelectField<string>
        name="intakeId"
        label={t('field.intake')}
        required
        options={catalogue.intakes.map((intake) => ({
          value: intake.id,
          label: t('intakeOption', { label: intake.label, date: formatDate(intake.date) }),
        }))}
        className="sm:max-w-md"
      />
    </Section>
  );
}

/** Campus cards with image and city: a radio group bound to `campusId`. */
function CampusPicker({ campuses }: { campuses: readonly CatalogueCampus[] }) {
  const { t } = useTranslation('apply');
  const { control } = useFormContext<ApplicationFormValues>();
  const { field } = useController({ name: 'campusId', control });
  const label = t('field.campus');
  const error = useFieldError('campusId', label);
  return (
    <FieldShell label={label} required error={error} as="fieldset">
      {(controlProps) => (
        <div
          role="radiogroup"
          aria-invalid={controlProps['aria-invalid']}
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        >
          {campuses.map((campus, index) => {
            const checked = field.value === campus.id;
            const id = `${controlProps.id}-${index}`;
            return (
              <label
                key={campus.id}
                htmlFor={id}
                className={clsx(
                  'group flex cursor-pointer overflow-hidden rounded-xl border bg-white transition-colors sm:flex-col',
                  'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-500/20',
                  checked
                    ? 'border-primary-500 ring-1 ring-primary-500'
                    : error
                      ? 'border-danger-600'
                      : 'border-ink-200 hover:border-primary-300',
                )}
              >
                <span className="relative block w-28 shrink-0 bg-primary-50 sm:aspect-[16/9] sm:w-full">
                  {campus.imagePath && (
                    <img src={campus.imagePath} alt="" className="absolute inset-0 size-full object-cover" />
                  )}
                </span>
                <span className="flex min-w-0 flex-1 items-start gap-3 px-4 py-3">
                  <input
                    id={id}
                    type="radio"
                    name={field.name}
                    ref={index === 0 || checked ? field.ref : undefined}
                    checked={checked}
                    onChange={() => field.onChange(campus.id)}
                    onBlur={field.onBlur}
                    aria-describedby={controlProps['aria-describedby']}
                    className="mt-1 size-4 shrink-0 accent-primary-700"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink-900">{campus.name}</span>
                    <span className="mt-0.5 flex items-center gap-1 text-sm text-ink-500">
                      <MapPin className="size-3.5 shrink-0" aria-hidden />
                      {campus.postalCode} {campus.city}
                    </span>
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </FieldShell>
  );
}

function NextStepsAside() {
  const { t } = useTranslation('apply');
  const steps = ['apply', 'mail', 'register', 'advisor'] as const;
  return (
    <aside className="lg:sticky lg:top-6 lg:self-start">
      <Card>
        <CardBody>
          <h2 className="text-base font-semibold text-ink-900">{t('aside.title')}</h2>
          <ol className="mt-4 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-800"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <span className="min-w-0 text-sm text-ink-700">{t(`aside.${step}`)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-5 border-t border-ink-100 pt-4 text-sm text-ink-600">
            {t('aside.haveAccount')}{' '}
            <Link to={paths.ds.root} className="font-medium text-primary-700 underline underline-offset-2">
              {t('aside.signIn')}
            </Link>
          </p>
        </CardBody>
      </Card>
    </aside>
  );
}

function ApplicationSuccess({ email }: { email: string }) {
  const { t } = useTranslation('apply');
  return (
    <div className="mx-auto max-w-2xl" role="status">
      <Card>
        <CardBody className="px-6 py-10 text-center sm:px-10">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700">
            <MailCheck className="size-8" aria-hidden />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900">{t('success.title')}</h1>
          <p className="mt-3 text-base text-ink-600">
            <Trans
              t={t}
              i18nKey="success.text"
              values={{ email }}
              components={{
                strong: <strong className="font-semibold [overflow-wrap:anywhere] text-ink-900" />,
              }}
            />
          </p>
          <ul className="mt-6 space-y-2 rounded-xl bg-ink-50 px-5 py-4 text-start text-sm text-ink-700">
            <li>{t('success.hintSpam')}</li>
            <li>{t('success.hintLink')}</li>
          </ul>
          <Link to={paths.ds.root} className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
            <LogIn className="size-4" aria-hidden />
            {t('success.signIn')}
          </Link>
        </CardBody>
      </Card>
    </div>
  );
}
