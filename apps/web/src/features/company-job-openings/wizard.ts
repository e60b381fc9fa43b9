/**
 * The manage wizard's rules (decision 144), apart from the screens: the steps and their order, what the form
 * holds, which schema checks which intent, and the body sent to the API. The schemas are the contract's fields
 * (`jobOpeningFields`) and its completeness rule (`jobOpeningMissingFields`), so the wizard refuses exactly
 * what the API refuses.
 */
import {
  JOB_OPENING_REQUIRED_FIELDS,
  JOB_OPENING_STEP_FIELDS,
  JOB_OPENING_STEPS,
  jobOpeningFields,
  jobOpeningMissingFields,
  type CompanyJobOpening,
  type JobOpeningStep,
  type StudyModel,
  type UpdateJobOpeningBody,
  type WorkModel,
} from '@portal/contracts';
import { z } from 'zod';

export const WIZARD_STEPS = JOB_OPENING_STEPS;
export type WizardStep = JobOpeningStep;

/** The step of an address segment; unknown or missing segments start at the first step. */
export function parseWizardStep(segment: string | undefined): WizardStep | null {
  if (segment === undefined) return 'study';
  return (WIZARD_STEPS as readonly string[]).includes(segment) ? (segment as WizardStep) : null;
}

export function nextStep(step: WizardStep): WizardStep {
  const index = WIZARD_STEPS.indexOf(step);
  return WIZARD_STEPS[Math.min(index + 1, WIZARD_STEPS.length - 1)]!;
}

export function previousStep(step: WizardStep): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? WIZARD_STEPS[index - 1]! : null;
}

/** What the form holds: texts as typed ('' when empty), choices null until chosen. */
export interface WizardValues {
  studyModel: StudyModel | null;
  courseId: string | null;
  campusId: string | null;
  startDate: string | null;
  title: string;
  tasks: string;
  teamSize: number | null;
  placeOfTraining: string;
  placeOfTrainingPostalCode: string;
  practicePlace: string;
  workModel: WorkModel | null;
  requiredCount: number | null;
  benefits: string;
  extraPayment: string;
  offerDescription: string;
  offerUrl: string;
  skills: string[];
  requiredLanguages: Array<{ code: string; level: number }>;
  maxGradeAverage: number | null;
  drivingLicenseRequired: boolean;
}

export function wizardValuesOf(opening: CompanyJobOpening | null): WizardValues {
  return {
    studyModel: opening?.studyModel ?? null,
    courseId: opening?.course?.id ?? null,
    campusId: opening?.campus?.id ?? null,
    startDate: opening?.startDate ?? null,
    title: opening?.title ?? '',
    tasks: opening?.tasks ?? '',
    teamSize: opening?.teamSize ?? null,
    placeOfTraining: opening?.placeOfTraining ?? '',
    placeOfTrainingPostalCode: opening?.placeOfTrainingPostalCode ?? '',
    practicePlace: opening?.practicePlace ?? '',
    workModel: opening?.workModel ?? null,
    requiredCount: opening?.requiredCount ?? 1,
    benefits: opening?.benefits ?? '',
    extraPayment: opening?.extraPayment ?? '',
    offerDescription: opening?.offerDescription ?? '',
    offerUrl: opening?.offerUrl ?? '',
    skills: opening?.skills ?? [],
    requiredLanguages: opening?.requiredLanguages ?? [],
    maxGradeAverage: opening?.maxGradeAverage ?? null,
    drivingLicenseRequired: opening?.drivingLicenseRequired ?? false,
  };
}

/**
 * What a submit of the form means: `next` checks the current step (formats and its required fields), `draft`
 * every format (a draft may be incomplete), `publish` every format and every required field.
 */
export type WizardIntent = { kind: 'next'; step: WizardStep } | { kind: 'draft' } | { kind: 'publish' };

const formFields = z.object(jobOpeningFields);
type FieldName = keyof typeof jobOpeningFields;

function withRequired<T extends z.ZodType>(schema: T, fields: readonly string[]) {
  return schema.superRefine((values, ctx) => {
    for (const issue of jobOpeningMissingFields(values as Record<string, unknown>, fields)) {
      ctx.addIssue({ code: 'custom', message: issue.rule, path: [issue.field] });
    }
  });
}

/** The schema the form is checked with for `intent`. */
export function wizardSchema(intent: WizardIntent) {
  if (intent.kind === 'draft') return formFields;
  if (intent.kind === 'publish') return withRequired(formFields, JOB_OPENING_REQUIRED_FIELDS);
  if (intent.step === 'finish') return withRequired(formFields, JOB_OPENING_REQUIRED_FIELDS);
  const fields = JOB_OPENING_STEP_FIELDS[intent.step] as readonly FieldName[];
  const picked = formFields.pick(Object.fromEntries(fields.map((f) => [f, true])) as Record<FieldName, true>);
  return withRequired(picked, fields);
}

/** The parsed form as the API's body: every field (so clearing one is sent as null). */
export function wizardBody(
  parsed: z.output<typeof formFields>,
  action?: UpdateJobOpeningBody['action'],
): UpdateJobOpeningBody {
  return { ...parsed, ...(action ? { action } : {}) };
}

/** The step that asks for `field` (server errors send the person there). */
export function stepOfField(field: string): WizardStep {
  const name = field.split('.')[0]!;
  for (const [step, fields] of Object.entries(JOB_OPENING_STEP_FIELDS)) {
    if ((fields as readonly string[]).includes(name)) return step as WizardStep;
  }
  return 'finish';
}

/** The required fields still missing from the form, by step (the finish step lists them). */
export function missingByStep(values: WizardValues): Partial<Record<WizardStep, string[]>> {
  const result: Partial<Record<WizardStep, string[]>> = {};
  for (const issue of jobOpeningMissingFields(values)) {
    const step = stepOfField(issue.field);
    (result[step] ??= []).push(issue.field);
  }
  return result;
}
