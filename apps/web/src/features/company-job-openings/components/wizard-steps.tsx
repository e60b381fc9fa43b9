/** The four steps of the manage wizard (decision 144); each renders its fields of the one wizard form. */
import {
  JOB_OPENING_GRADE_CHOICES,
  JOB_OPENING_LIMITS,
  type CompanyJobOpening,
  type StudyModel,
  type WorkModel,
} from '@portal/contracts';
import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  FieldShell,
  NumberField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
  controlClasses,
  useFieldError,
} from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import type { StudyCatalogue } from '../api/job-openings';
import { useLanguageName } from '../../../hooks/use-language-name';
import { useGradeText } from '../labels';
import { missingByStep, type WizardStep, type WizardValues } from '../wizard';
import { JobOpeningStatusBadge } from './status-badge';

const STUDY_MODELS: readonly StudyModel[] = ['DS', 'DMS'];
const WORK_MODELS: readonly WorkModel[] = ['onsite', 'hybrid', 'remote'];
/** Languages a company typically asks for, in this order in the list. */
export const LANGUAGE_CODES = [
  'de',
  'en',
  'fr',
  'es',
  'it',
  'pl',
  'ru',
  'tr',
  'ar',
  'fa',
  'nl',
  'pt',
  'uk',
  'zh',
];
const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;

export function StudyStep({ catalogue }: { catalogue: StudyCatalogue }) {
  const { t } = useTranslation('company-jobs');
  const { setValue, control } = useFormContext<WizardValues>();
  const [studyModel, courseId, campusId, startDate] = useWatch({
    control,
    name: ['studyModel', 'courseId', 'campusId', 'startDate'],
  });
  const courses = catalogue.courses.filter((course) => course.studyModel === studyModel);
  const course = catalogue.courses.find((c) => c.id === courseId);
  const campuses = catalogue.campuses.filter((campus) => course?.campusIds.includes(campus.id));
  const intakes = catalogue.intakes.map((intake) => ({
    value: intake.date,
    label: `${intake.label} (${formatDate(intake.date)})`,
  }));
  if (startDate && !intakes.some((i) => i.value === startDate)) {
    intakes.unshift({ value: startDate, label: formatDate(startDate) });
  }

  // A choice that no longer fits the one before it is cleared (the course of the other model, …).
  useEffect(() => {
    if (courseId && course && course.studyModel !== studyModel) setValue('courseId', null);
  }, [studyModel, courseId, course, setValue]);
  useEffect(() => {
    if (campusId && course && !course.campusIds.includes(campusId)) setValue('campusId', null);
  }, [campusId, course, setValue]);

  return (
    <div className="space-y-6">
      <RadioGroupField
        name="studyModel"
        label={t('field.studyModel')}
        required
        options={STUDY_MODELS.map((value) => ({
          value,
          label: t(`studyModel.${value}`),
          description: t(`studyModel.${value}_hint`),
        }))}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          name="courseId"
          label={t('field.courseId')}
          required
          className="sm:col-span-2"
          disabled={!studyModel}
          placeholder={studyModel ? t('wizard.choose') : t('wizard.chooseStudyModel')}
          options={courses.map((c) => ({ value: c.id, label: c.name }))}
        />
        <SelectField
          name="campusId"
          label={t('field.campusId')}
          required
          disabled={!course}
          placeholder={course ? t('wizard.choose') : t('wizard.chooseCourse')}
          options={campuses.map((c) => ({ value: c.id, label: `${c.name} (${c.city})` }))}
        />
        <SelectField
          name="startDate"
          label={t('field.startDate')}
          required
          placeholder={t('wizard.choose')}
          options={intakes}
        />
      </div>
    </div>
  );
}

export function JobStep({ catalogue }: { catalogue: StudyCatalogue }) {
  const { t } = useTranslation('company-jobs');
  const { control, setValue } = useFormContext<WizardValues>();
  const [title, courseId] = useWatch({ control, name: ['title', 'courseId'] });
  const course = catalogue.courses.find((c) => c.id === courseId);
  const suggestion = course ? t('wizard.titleSuggestion', { course: course.name }) : null;
  return (
    <div className="space-y-8">
      <Section title={t('wizard.sectionJob')}>
        <div className="space-y-1.5">
          <TextField
            name="title"
            label={t('field.title')}
            required
            maxLength={JOB_OPENING_LIMITS.titleMax}
            hint={t('wizard.titleHint')}
          />
          {!title.trim() && suggestion && suggestion.length <= JOB_OPENING_LIMITS.titleMax && (
            <button
              type="button"
              onClick={() => setValue('title', suggestion, { shouldDirty: true, shouldValidate: true })}
              className="text-start text-sm font-medium text-primary-800 hover:underline"
            >
              {t('wizard.useSuggestion', { title: suggestion })}
            </button>
          )}
        </div>
        <TextareaField
          name="tasks"
          label={t('field.tasks')}
          required
          rows={6}
          maxLength={JOB_OPENING_LIMITS.longTextMax}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <NumberField
            name="requiredCount"
            label={t('field.requiredCount')}
            required
            decimal={false}
            min={JOB_OPENING_LIMITS.requiredCountMin}
            max={JOB_OPENING_LIMITS.requiredCountMax}
            hint={t('wizard.requiredCountHint')}
          />
          <NumberField name="teamSize" label={t('field.teamSize')} decimal={false} min={1} />
        </div>
      </Section>
      <Section title={t('wizard.sectionPlace')}>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-[2fr_1fr]">
          <TextField
            name="placeOfTraining"
            label={t('field.placeOfTraining')}
            required
            maxLength={JOB_OPENING_LIMITS.placeMax}
            hint={t('wizard.placeHint')}
          />
          <TextField
            name="placeOfTrainingPostalCode"
            label={t('field.placeOfTrainingPostalCode')}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
          />
        </div>
        <TextField
          name="practicePlace"
          label={t('field.practicePlace')}
          maxLength={JOB_OPENING_LIMITS.practicePlaceMax}
          hint={t('wizard.practicePlaceHint')}
        />
        <RadioGroupField
          name="workModel"
          label={t('field.workModel')}
          required
          columns={3}
          options={WORK_MODELS.map((value) => ({
            value,
            label: t(`workModel.${value}`),
            description: t(`workModel.${value}_hint`),
          }))}
        />
      </Section>
      <Section title={t('wizard.sectionOffer')}>
        <TextareaField
          name="benefits"
          label={t('field.benefits')}
          rows={3}
          maxLength={JOB_OPENING_LIMITS.longTextMax}
        />
        <TextField
          name="extraPayment"
          label={t('field.extraPayment')}
          maxLength={JOB_OPENING_LIMITS.extraPaymentMax}
        />
        <TextareaField
          name="offerDescription"
          label={t('field.offerDescription')}
          rows={4}
          maxLength={JOB_OPENING_LIMITS.longTextMax}
        />
        <TextField
          name="offerUrl"
          label={t('field.offerUrl')}
          type="url"
          maxLength={JOB_OPENING_LIMITS.urlMax}
          hint={t('wizard.offerUrlHint')}
        />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5">
      <h2 className="border-b border-ink-100 pb-2 text-base font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

export function RequirementsStep() {
  const { t } = useTranslation('company-jobs');
  const gradeText = useGradeText();
  return (
    <div className="space-y-8">
      <SkillsEditor />
      <LanguagesEditor />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          name="maxGradeAverage"
          label={t('field.maxGradeAverage')}
          placeholder={t('wizard.gradeNone')}
          hint={t('wizard.gradeHint')}
          options={JOB_OPENING_GRADE_CHOICES.map((grade) => ({
            value: grade,
            label: t('wizard.gradeValue', { grade: gradeText(grade) }),
          }))}
        />
      </div>
      <CheckboxField
        name="drivingLicenseRequired"
        title={t('field.drivingLicenseRequired')}
        label={t('wizard.drivingLicense')}
        hint={t('wizard.drivingLicenseHint')}
      />
    </div>
  );
}

function SkillsEditor() {
  const { t } = useTranslation('company-jobs');
  const { field } = useController<WizardValues, 'skills'>({ name: 'skills' });
  const error = useFieldError('skills', t('field.skills'));
  const [draft, setDraft] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const inputId = useId();
  const skills = field.value;
  const full = skills.length >= JOB_OPENING_LIMITS.skillsMax;
  const add = () => {
    const skill = draft.trim();
    if (!skill || full) return;
    if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) {
      setDuplicate(true);
      return;
    }
    field.onChange([...skills, skill]);
    setDraft('');
    setDuplicate(false);
  };
  return (
    <FieldShell
      label={t('field.skills')}
      as="fieldset"
      hint={t('wizard.skillsHint', { max: JOB_OPENING_LIMITS.skillsMax })}
      error={error}
    >
      {() => (
        <div className="space-y-3">
          {skills.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('field.skills')}>
              {skills.map((skill) => (
                <li
                  key={skill}
                  className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 ps-3 pe-1 text-sm font-medium text-primary-800 ring-1 ring-primary-200 ring-inset"
                >
                  <span className="[overflow-wrap:anywhere]">{skill}</span>
                  <button
                    type="button"
                    onClick={() => field.onChange(skills.filter((s) => s !== skill))}
                    className="rounded-full p-0.5 hover:bg-primary-100"
                    aria-label={t('wizard.skillRemove', { skill })}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-500">{t('wizard.skillsNone')}</p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={inputId} className="sr-only">
              {t('wizard.skillInput')}
            </label>
            <input
              id={inputId}
              value={draft}
              maxLength={JOB_OPENING_LIMITS.skillMax}
              disabled={full}
              placeholder={t('wizard.skillInput')}
              onChange={(event) => {
                setDraft(event.target.value);
                setDuplicate(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              className={clsx(controlClasses(false), 'sm:max-w-sm')}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={add}
              disabled={!draft.trim() || full}
              icon={<Plus className="size-4" />}
            >
              {t('wizard.skillAdd')}
            </Button>
          </div>
          {duplicate && (
            <p role="alert" className="text-sm text-danger-700">
              {t('wizard.skillDuplicate')}
            </p>
          )}
        </div>
      )}
    </FieldShell>
  );
}

function LanguagesEditor() {
  const { t } = useTranslation('company-jobs');
  const languageName = useLanguageName();
  const { control } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'requiredLanguages' });
  const chosen = useWatch({ control, name: 'requiredLanguages' });
  const free = LANGUAGE_CODES.filter((code) => !chosen.some((l) => l.code === code));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-800">{t('field.requiredLanguages')}</legend>
      <p className="text-sm text-ink-500">{t('wizard.languagesHint')}</p>
      {fields.length === 0 && <p className="text-sm text-ink-500">{t('wizard.languagesNone')}</p>}
      <ul className="space-y-3">
        {fields.map((item, index) => {
          const code = chosen[index]?.code;
          const options = LANGUAGE_CODES.filter((c) => c === code || !chosen.some((l) => l.code === c)).map(
            (c) => ({ value: c, label: languageName(c) }),
          );
          return (
            <li
              key={item.id}
              className="grid grid-cols-1 items-end gap-3 rounded-xl border border-ink-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
            >
              <SelectField
                name={`requiredLanguages.${index}.code`}
                label={t('wizard.languageCode')}
                required
                options={options}
                placeholder={t('wizard.choose')}
              />
              <SelectField
                name={`requiredLanguages.${index}.level`}
                label={t('wizard.languageLevel')}
                required
                options={LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }))}
                placeholder={t('wizard.choose')}
              />
              <Button
                type="button"
                variant="ghost"
                onClick={() => remove(index)}
                icon={<Trash2 className="size-4 text-danger-700" />}
                aria-label={`${t('wizard.languageRemove')}: ${code ? languageName(code) : index + 1}`}
              >
                <span className="sm:sr-only">{t('wizard.languageRemove')}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      {fields.length < JOB_OPENING_LIMITS.languagesMax && free.length > 0 && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<Plus className="size-4" />}
          onClick={() => append({ code: free[0]!, level: 4 })}
        >
          {t('wizard.languageAdd')}
        </Button>
      )}
    </fieldset>
  );
}

/** One value of the review: the text, or "not given" (red when the field is required and missing). */
function ReviewRow({ label, value, missing }: { label: string; value: ReactNode; missing?: boolean }) {
  const { t } = useTranslation('company-jobs');
  const empty =
    value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd
        className={clsx(
          'text-sm [overflow-wrap:anywhere] whitespace-pre-line',
          empty ? (missing ? 'font-medium text-danger-700' : 'text-ink-500') : 'text-ink-900',
        )}
      >
        {empty ? t('wizard.reviewEmpty') : value}
      </dd>
    </div>
  );
}

export function FinishStep({
  catalogue,
  opening,
  onEdit,
}: {
  catalogue: StudyCatalogue;
  opening: CompanyJobOpening | null;
  onEdit: (step: WizardStep) => void;
}) {
  const { t } = useTranslation('company-jobs');
  const languageName = useLanguageName();
  const gradeText = useGradeText();
  const values = useWatch<WizardValues>() as WizardValues;
  const missing = missingByStep(values);
  const missingFields = new Set(Object.values(missing).flat());
  const course = catalogue.courses.find((c) => c.id === values.courseId);
  const campus = catalogue.campuses.find((c) => c.id === values.campusId);
  const row = (field: keyof WizardValues, value: ReactNode) => (
    <ReviewRow key={field} label={t(`field.${field}`)} value={value} missing={missingFields.has(field)} />
  );
  const sections: Array<{ step: WizardStep; rows: ReactNode[] }> = [
    {
      step: 'study',
      rows: [
        row('studyModel', values.studyModel && t(`studyModel.${values.studyModel}`)),
        row('courseId', course?.name),
        row('campusId', campus && `${campus.name} (${campus.city})`),
        row('startDate', values.startDate && formatDate(values.startDate)),
      ],
    },
    {
      step: 'job',
      rows: [
        row('title', values.title.trim()),
        row('tasks', values.tasks.trim()),
        row('requiredCount', values.requiredCount),
        row('teamSize', values.teamSize),
        row('placeOfTraining', values.placeOfTraining.trim()),
        row('placeOfTrainingPostalCode', values.placeOfTrainingPostalCode.trim()),
        row('practicePlace', values.practicePlace.trim()),
        row('workModel', values.workModel && t(`workModel.${values.workModel}`)),
        row('benefits', values.benefits.trim()),
        row('extraPayment', values.extraPayment.trim()),
        row('offerDescription', values.offerDescription.trim()),
        row('offerUrl', values.offerUrl.trim()),
      ],
    },
    {
      step: 'requirements',
      rows: [
        row('skills', values.skills.join(', ')),
        row(
          'requiredLanguages',
          values.requiredLanguages
            .map((l) => `${languageName(l.code)} (${t(`level.${l.level}`)})`)
            .join(', '),
        ),
        row(
          'maxGradeAverage',
          values.maxGradeAverage === null
            ? null
            : t('wizard.gradeValue', { grade: gradeText(values.maxGradeAverage) }),
        ),
        row('drivingLicenseRequired', values.drivingLicenseRequired ? t('wizard.yes') : t('wizard.no')),
      ],
    },
  ];
  const complete = missingFields.size === 0;
  return (
    <div className="space-y-6">
      {opening && opening.status !== 'draft' ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <JobOpeningStatusBadge status={opening.status} />
          {t('wizard.publishedNote')}
        </p>
      ) : complete ? (
        <p className="flex gap-3 rounded-xl border border-success-600/25 bg-success-50 px-4 py-3 text-sm text-success-700">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
          {t('wizard.reviewReady')}
        </p>
      ) : (
        <div className="flex gap-3 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-accent-700">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t('wizard.reviewMissingTitle')}</p>
            <p className="mt-0.5">{t('wizard.reviewMissingText')}</p>
          </div>
        </div>
      )}
      {sections.map((section) => (
        <section key={section.step} aria-labelledby={`review-${section.step}`}>
          <div className="flex items-center justify-between gap-3 border-b border-ink-100 pb-2">
            <h2 id={`review-${section.step}`} className="text-base font-semibold text-ink-900">
              {t(`wizard.steps.${section.step}`)}
            </h2>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              icon={<Pencil className="size-4" />}
              onClick={() => onEdit(section.step)}
              aria-label={t('wizard.reviewEditStep', { step: t(`wizard.steps.${section.step}`) })}
            >
              {t('wizard.reviewEdit')}
            </Button>
          </div>
          <dl className="divide-y divide-ink-50">{section.rows}</dl>
        </section>
      ))}
    </div>
  );
}
