/**
 * Required documents the study advisor rejected (decision 075): a rejected document does not count for its step
 * (`derivePathProgress` treats it as missing), and the applicant is asked to upload it again, with the advisor's
 * reason. Pure, so the home page and its tests agree.
 */
import type { DocumentCategory } from '../enums';
import {
  CONTRACTS_REQUIRED_DOCUMENTS,
  documentMatches,
  PERSONAL_DATA_REQUIRED_DOCUMENTS,
  type PathProgress,
  type PathProgressDocument,
  type PathStep,
} from './path-progress';

/** A document with what the re-upload needs to show: which file, and why it was rejected. */
export interface ReviewedDocument extends PathProgressDocument {
  uuid: string;
  name: string;
  reviewReason?: string | null;
  createdAt?: string;
}

export interface DocumentReupload<D extends ReviewedDocument = ReviewedDocument> {
  /** The step the document is required for. */
  stepId: PathStep['id'];
  number: PathStep['number'];
  /** The requirement (`document:<key>` in the step's `missing`). */
  key: string;
  /** The rejected document (the newest one when several were rejected). */
  document: D;
}

const REQUIREMENT_CATEGORIES = new Map<string, readonly DocumentCategory[]>(
  [...PERSONAL_DATA_REQUIRED_DOCUMENTS, ...CONTRACTS_REQUIRED_DOCUMENTS].map(({ key, categories }) => [
    key,
    categories,
  ]),
);

/**
 * For every unlocked step that still misses a required document for which a rejected one exists: that document.
 * In path order; a document required by two steps (the CV) is named once, for the first.
 */
export function documentReuploads<D extends ReviewedDocument>(
  progress: PathProgress,
  documents: readonly D[],
): DocumentReupload<D>[] {
  const reuploads: DocumentReupload<D>[] = [];
  const named = new Set<string>();
  for (const step of [...progress.steps, progress.contracts]) {
    if (step.status === 'locked' || step.status === 'done') continue;
    for (const missing of step.missing) {
      if (!missing.startsWith('document:')) continue;
      const key = missing.slice('document:'.length);
      const categories = REQUIREMENT_CATEGORIES.get(key);
      if (!categories) continue;
      const rejected = documents
        .filter((doc) => doc.reviewStatus === 'rejected' && documentMatches(doc, categories))
        .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
      const document = rejected[0];
      if (!document || named.has(document.uuid)) continue;
      named.add(document.uuid);
      reuploads.push({ stepId: step.id, number: step.number, key, document });
    }
  }
  return reuploads;
}
