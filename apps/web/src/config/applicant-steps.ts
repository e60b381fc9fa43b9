/**
 * The applicant path as screens: where each step lives, its number and its colour (spec part 1 §2 "Each screen
 * has a title and colour"). Which step is done, current or locked comes from `derivePathProgress` (contracts).
 */
import type { PathStepId } from '@portal/contracts';
import { areaPaths, type ApplicantArea } from './paths';

/**
 * Spec part 1 §2: "Step numbers: abilities 1, search 2, selfmatching 3, contracts 4". These are the numbers of
 * the screen areas in the old route table (not the five path steps of `derivePathProgress`, which count
 * personal data 1 … practice-partner search 5); decision 028.
 */
export const STEP_SCREEN_NUMBERS = Object.freeze({
  abilities: 1,
  search: 2,
  selfmatching: 3,
  contracts: 4,
} as const);
export type StepScreen = keyof typeof STEP_SCREEN_NUMBERS;

/** Colour classes of a step (literal strings, so Tailwind generates them). */
export interface StepTone {
  /** The number badge. */
  badge: string;
  /** A light surface with matching text, e.g. a chip or an icon tile. */
  soft: string;
  /** A bar or rail segment. */
  bar: string;
}

const STEP_TONES = {
  indigo: {
    badge: 'bg-primary-700 text-white',
    soft: 'bg-primary-50 text-primary-800',
    bar: 'bg-primary-600',
  },
  teal: { badge: 'bg-teal-700 text-white', soft: 'bg-teal-50 text-teal-800', bar: 'bg-teal-600' },
  amber: { badge: 'bg-accent-600 text-white', soft: 'bg-accent-50 text-accent-700', bar: 'bg-accent-500' },
  violet: { badge: 'bg-violet-700 text-white', soft: 'bg-violet-50 text-violet-800', bar: 'bg-violet-600' },
  sky: { badge: 'bg-sky-700 text-white', soft: 'bg-sky-50 text-sky-800', bar: 'bg-sky-600' },
  rose: { badge: 'bg-rose-700 text-white', soft: 'bg-rose-50 text-rose-800', bar: 'bg-rose-600' },
} as const satisfies Record<string, StepTone>;

/** The screen of a path step inside an applicant area (`ApplicantAreaPaths['application']`). */
export type PathStepScreenName = 'documents' | 'abilities' | 'info' | 'interview' | 'search' | 'contracts';

export interface PathStepScreen {
  /** The step's screen; its address depends on the area (`pathStepPath`). */
  screen: PathStepScreenName;
  tone: StepTone;
}

/**
 * The screen and colour of every step of `derivePathProgress`, in path order. Step 5 is the practice-partner
 * search in ds and the completion of the application in fs (decision 078): the same screen and colour.
 */
export const PATH_STEP_SCREENS: Readonly<Record<PathStepId, PathStepScreen>> = Object.freeze({
  personal_data: { screen: 'documents', tone: STEP_TONES.indigo },
  skills: { screen: 'abilities', tone: STEP_TONES.teal },
  info_session: { screen: 'info', tone: STEP_TONES.amber },
  interview: { screen: 'interview', tone: STEP_TONES.violet },
  practice_partner_search: { screen: 'search', tone: STEP_TONES.sky },
  application_completion: { screen: 'search', tone: STEP_TONES.sky },
  contracts: { screen: 'contracts', tone: STEP_TONES.rose },
});

/** The address of a path step's screen in an applicant area, e.g. `/fs/application/abilities`. */
export function pathStepPath(area: ApplicantArea, step: PathStepId): string {
  return areaPaths(area).application[PATH_STEP_SCREENS[step].screen];
}
