/**
 * The "next steps" of the home page, derived from the real state: `derivePathProgress` (contracts) says which
 * steps are current, open, waiting or locked and what each still misses; this turns that into concrete actions
 * with a link to the step's screen (decision 029).
 */
import {
  PERSONAL_DATA_REQUIRED_FIELDS,
  type PathProgress,
  type PathStep,
  type PathStepId,
} from '@portal/contracts';
import { PATH_STEP_SCREENS } from '../../../config/applicant-steps';
import { paths } from '../../../config/paths';

export type NextStepKind = 'action' | 'waiting';

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
}

const PERSONAL_FIELDS: readonly string[] = PERSONAL_DATA_REQUIRED_FIELDS;

const SKILL_ITEMS: Record<string, string> = {
  languageSkills: 'languages',
  gradeAverage: 'gradeAverage',
  drivingLicenseExists: 'drivingLicense',
  professionalExperienceExists: 'workExperience',
};

/** The actions of one unlocked, unfinished step. */
function actionsFor(step: PathStep): NextStep[] {
  const to = PATH_STEP_SCREENS[step.id].path;
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
            to: `${paths.ds.contact}/1`,
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

/**
 * In this order: confirming the e-mail address, the actions of the current step, those of the other open steps
 * (path order), then what waits for the advisor. Locked and done steps give nothing.
 */
export function deriveNextSteps(progress: PathProgress, account: { emailVerified: boolean }): NextStep[] {
  const all = [...progress.steps, progress.contracts];
  const current = all.filter((s) => s.status === 'current');
  const open = all.filter((s) => s.status === 'open');
  const waiting = all.filter((s) => s.status === 'pending_confirmation');
  return [
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
    ...current.flatMap(actionsFor),
    ...open.flatMap(actionsFor),
    ...waiting.flatMap(actionsFor),
  ];
}
