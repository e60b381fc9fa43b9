/** Addresses of the step screens of one area, with an optional sub-step and hash. */
import type { Unit } from '@portal/contracts';
import { paths } from '../../../config/paths';

export type StepScreenName = 'abilities' | 'info' | 'interview' | 'search';

export function stepPath(area: Unit, screen: StepScreenName, subStep?: number, hash?: string): string {
  const base = paths[area].application[screen];
  return `${base}${subStep ? `/${subStep}` : ''}${hash ?? ''}`;
}

export function homePath(area: Unit): string {
  return paths[area].root;
}

/** Step 1 and the documents are kept per account, so both areas use the one documents screen. */
export const documentsPath: string = paths.ds.application.documents;
export const contractsPath: string = paths.ds.application.contracts;
export const contactPath: string = paths.ds.contact;
