/** Addresses of the step screens of one area, with an optional sub-step and hash. */
import type { Unit } from '@portal/contracts';
import { areaPaths } from '../../../config/paths';

export type StepScreenName = 'abilities' | 'info' | 'interview' | 'search';

export function stepPath(area: Unit, screen: StepScreenName, subStep?: number, hash?: string): string {
  const base = areaPaths(area).application[screen];
  return `${base}${subStep ? `/${subStep}` : ''}${hash ?? ''}`;
}

/** Step 1 of the area (the documents belong to the account, the screen to the area; decision 078). */
export function documentsPath(area: Unit): string {
  return areaPaths(area).application.documents;
}

export function contractsPath(area: Unit): string {
  return areaPaths(area).application.contracts;
}

export function contactPath(area: Unit): string {
  return areaPaths(area).contact;
}
