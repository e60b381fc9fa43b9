/**
 * The sub-steps of step 1 "Persönliche Daten und Unterlagen" and of contracts and enrolment, with what each
 * needs to count as complete (so the screen reopens at the first incomplete one).
 */
import {
  documentCounts,
  PERSONAL_DATA_REQUIRED_DOCUMENTS,
  PERSONAL_DATA_REQUIRED_FIELDS,
  type Account,
  type DocumentCategory,
  type PortalDocument,
} from '@portal/contracts';
import { isBlank } from './account-form-schema';

export const DOCUMENTS_SUB_STEPS = ['contact', 'personal', 'documents', 'additional', 'final'] as const;
export type DocumentsSubStep = (typeof DOCUMENTS_SUB_STEPS)[number];

export const CONTRACTS_SUB_STEPS = ['personal', 'graduation', 'documents1', 'documents2', 'final'] as const;
export type ContractsSubStep = (typeof CONTRACTS_SUB_STEPS)[number];

export const PROFILE_TABS = ['contact', 'partner', 'notifications'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The profile tabs of an area: distance study has no practice partner (decision 078). */
export function profileTabsOf(area: 'ds' | 'fs'): readonly ProfileTab[] {
  return area === 'fs' ? PROFILE_TABS.filter((tab) => tab !== 'partner') : PROFILE_TABS;
}

/** Personal fields of sub-step 2 (everything step 1 requires except the phone of sub-step 1). */
export const PERSONAL_FIELDS = PERSONAL_DATA_REQUIRED_FIELDS.filter((field) => field !== 'phone');

/** A document of one of `categories` that counts: the advisor has not rejected it (decision 075). */
export function hasDocument(
  documents: readonly PortalDocument[],
  categories: readonly DocumentCategory[],
): boolean {
  return documents.some((doc) => documentCounts(doc) && categories.includes(doc.category));
}

export function documentsSubStepDone(
  step: DocumentsSubStep,
  account: Account,
  documents: readonly PortalDocument[],
): boolean {
  switch (step) {
    case 'contact':
      return !isBlank(account.phone);
    case 'personal':
      return PERSONAL_FIELDS.every((field) => !isBlank(account[field]));
    case 'documents':
      return PERSONAL_DATA_REQUIRED_DOCUMENTS.every(({ categories }) => hasDocument(documents, categories));
    default:
      // Additional documents are optional; the final summary is never "to do".
      return true;
  }
}

/** 1-based number of the first incomplete sub-step of step 1 (the final one when all are complete). */
export function firstIncompleteDocumentsStep(account: Account, documents: readonly PortalDocument[]): number {
  const index = DOCUMENTS_SUB_STEPS.findIndex((step) => !documentsSubStepDone(step, account, documents));
  return index === -1 ? DOCUMENTS_SUB_STEPS.length : index + 1;
}

/** German is the native language, or no German proof is needed (spec: B2 proof for non-native speakers). */
export function isNativeGermanSpeaker(account: Pick<Account, 'languageSkills'>): boolean {
  return account.languageSkills.some((skill) => skill.code.toLowerCase() === 'de' && skill.level === 7);
}

export function contractsSubStepDone(
  step: ContractsSubStep,
  account: Account,
  documents: readonly PortalDocument[],
): boolean {
  switch (step) {
    case 'personal':
      return (
        PERSONAL_FIELDS.every((field) => !isBlank(account[field])) && account.healthInsuranceType !== null
      );
    case 'graduation':
      return (
        account.gradeAverage !== null && !isBlank(account.graduationSchool) && account.graduationYear !== null
      );
    case 'documents1':
      return (
        !isBlank(account.healthInsuranceCompany) &&
        hasDocument(documents, ['Certificate health insurance']) &&
        hasDocument(documents, ['Contract'])
      );
    case 'documents2':
      return isNativeGermanSpeaker(account) || hasDocument(documents, ['Certificate German skills']);
    default:
      return true;
  }
}

export function firstIncompleteContractsStep(account: Account, documents: readonly PortalDocument[]): number {
  const index = CONTRACTS_SUB_STEPS.findIndex((step) => !contractsSubStepDone(step, account, documents));
  return index === -1 ? CONTRACTS_SUB_STEPS.length : index + 1;
}
