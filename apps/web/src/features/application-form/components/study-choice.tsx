/** Section 1 of the public application form: unit, course, campus, intake (decision 050). */
import type { CatalogueCampus, Unit } from '@portal/contracts';
import { clsx } from 'clsx';
import { GraduationCap, MapPin } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, RadioGroupField, SelectField, useFieldError } from '../../../components/form';
import { formatDate } from '../../../lib/format';
import type { Catalogue } from '../api/get-catalogue';
import { campusesForCourse, coursesForUnit } from './catalogue-filters';
import type { ApplicationFormValues } from './application-form-values';
import { Section } from './form-section';

const UNITS: readonly Unit[] = ['ds', 'fs'];

/** Section 1: unit, course, campus, intake. A choice that no longer fits the one before it is cleared. */
export function StudyChoice({ catalogue }: { catalogue: Catalogue }) {
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
