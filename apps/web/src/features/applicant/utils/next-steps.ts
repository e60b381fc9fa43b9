/**
 * The "next steps" of the home page, derived from the real state: `derivePathProgress` (contracts) says which
 * steps are current, open, waiting or locked and what each still misses; this turns that into concrete actions
 * with a link to the step's screen (decision 029).
 */
import {
  documentReuploads,
  PERSONAL_DATA_REQUIRED_FIELDS,
  type DocumentCategory,
  type DocumentReupload,
  type DocumentType,
  type PathProgress,
  type PathStep,
  type PathStepId,
  type ReviewedDocument,
} from '@portal/contracts';
import { pathStepPath } from '../../../config/applicant-steps';
import { areaPaths, paths, type ApplicantArea } from '../../../config/paths';

/** `reupload`: a required document the advisor rejected; shown first, with the reason (decision 075). */
export type NextStepKind = 'action' | 'waiting' | 'reupload';

export interface NextStep {
  /** Message key under `home:nextSteps.items`. */
  key: string;
  kind: NextStepKind;
  /** The path step it belongs to (colour); `null` for account-wide actions (e-mail). */
  stepId: PathStepId | null;
  /** The step's number (1–5); `null` for contracts and account-wide actions. */
  number: PathStep['number'];
  /** Where the action is done. */
  to: string;
  /** Interpolation values for the message. */
  values?: Record<string, string | number>;
  /** `reupload`: the rejected document, and the category and type a new upload gets. */
  document?: {
    uuid: string;
    name: string;
    reason: string | null;
    category: DocumentCategory;
    type: DocumentType;
  };
}

const PERSONAL_FIELDS: readonly string[] = PERSONAL_DATA_REQUIRED_FIELDS;

const SKILL_ITEMS: Record<string, string> = {
  languageSkills: 'languages',
  gradeAverage: 'gradeAverage',
  drivingLicenseExists: 'drivingLicense',
  professionalExperienceExists: 'workExperience',
};

/** The actions of one unlocked, unfinished step, linking into the applicant's area. */
function actionsFor(step: PathStep, area: ApplicantArea): NextStep[] {
  const to = pathStepPath(area, step.id);
  const item = (key: string, values?: NextStep['values']): NextStep => ({
    key,
    kind: 'action',
    stepId: step.id,
    number: step.number,
    to,
    ...(values ? { values } : {}),
  });

  if (step.status === 'pending_confirmation') {
    return step.id === 'info_session'
      ? [
          {
            key: 'infoSessionPending',
            kind: 'waiting',
            stepId: step.id,
            number: step.number,
            to: `${areaPaths(area).contact}/1`,
          },
        ]
      : [];
  }

  switch (step.id) {
    case 'personal_data': {
      const fields = step.missing.filter((m) => PERSONAL_FIELDS.includes(m)).length;
      return [
        ...(fields > 0 ? [item('personalData', { number: fields })] : []),
        ...(step.missing.includes('document:CV') ? [item('uploadCv')] : []),
        ...(step.missing.includes('document:Certificate') ? [item('uploadCertificate')] : []),
      ];
    }
    case 'skills':
      return step.missing.flatMap((field) => (SKILL_ITEMS[field] ? [item(SKILL_ITEMS[field])] : []));
    case 'info_session':
      return [item('attendInfoSession')];
    case 'interview':
      return [item('interview')];
    case 'practice_partner_search':
      return [item('partnerSearch')];
    case 'application_completion':
      return [item('completeApplication')];
    case 'contracts':
      return [
        ...(step.missing.includes('healthInsuranceType') ? [item('healthInsurance')] : []),
        ...(step.missing.includes('document:Contract') ? [item('uploadContract')] : []),
        ...(step.missing.includes('document:Certificate health insurance')
          ? [item('uploadHealthInsurance')]
          : []),
      ];
  }
}

/** The sub-step with the upload cards of a step's required documents. */
function uploadScreen(stepId: PathStepId, area: ApplicantArea): string {
  const screens = areaPaths(area).application;
  if (stepId === 'personal_data') return `${screens.documents}/3`;
  if (stepId === 'contracts') return `${screens.contracts}/3`;
  return pathStepPath(area, stepId);
}

/** Upload actions a re-upload replaces (the requirement is named once, with the advisor's reason). */
const UPLOAD_ITEM_OF_REQUIREMENT: Record<string, string> = {
  CV: 'uploadCv',
  Certificate: 'uploadCertificate',
  Contract: 'uploadContract',
  'Certificate health insurance': 'uploadHealthInsurance',
};

/** A required document the advisor rejected, as a next step (decision 075). */
function reuploadItem({ stepId, number, document }: DocumentReupload, area: ApplicantArea): NextStep {
  return {
    key: 'reupload',
    kind: 'reupload',
    stepId,
    number,
    to: uploadScreen(stepId, area),
    values: { name: document.name },
    document: {
      uuid: document.uuid,
      name: document.name,
      reason: document.reviewReason ?? null,
      category: document.category,
      type: document.type,
    },
  };
}

/**
 * In this order: re-uploading what the advisor rejected, confirming the e-mail address, the actions of the current
 * step, those of the other open steps (path order), then what waits for the advisor. Locked and done steps give
 * nothing. Every link stays in `area` (decision 078); confirming the e-mail address is part of the one onboarding
 * of the account.
 */
export function deriveNextSteps(
  progress: PathProgress,
  account: { emailVerified: boolean },
  area: ApplicantArea = 'ds',
  documents: readonly ReviewedDocument[] = [],
): NextStep[] {
  const reuploads = documentReuploads(progress, documents);
  const replaced = new Set(
    reuploads.map(({ stepId, key }) => `${stepId}:${UPLOAD_ITEM_OF_REQUIREMENT[key]}`),
  );
  const actions = (step: PathStep) =>
    actionsFor(step, area).filter((item) => !replaced.has(`${step.id}:${item.key}`));
  const all = [...progress.steps, progress.contracts];
  const current = all.filter((s) => s.status === 'current');
  const open = all.filter((s) => s.status === 'open');
  const waiting = all.filter((s) => s.status === 'pending_confirmation');
  return [
    ...reuploads.map((reupload) => reuploadItem(reupload, area)),
    ...(account.emailVerified
      ? []
      : [
          {
            key: 'verifyEmail',
            kind: 'action',
            stepId: null,
            number: null,
            to: paths.ds.onboarding,
          } satisfies NextStep,
        ]),
    ...current.flatMap(actions),
    ...open.flatMap(actions),
    ...waiting.flatMap(actions),
  ];
}
