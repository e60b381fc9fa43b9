/**
 * The documents module (features/documents) is composed in at the app level (features do not import each
 * other): the route puts its components into this context, the screens of this feature render them.
 */
import type { DocumentCategory, DocumentType, PortalDocument } from '@portal/contracts';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface UploadCardProps {
  category: DocumentCategory;
  title?: string;
  description?: ReactNode;
  required?: boolean;
  documents?: readonly PortalDocument[];
  matchCategories?: readonly DocumentCategory[];
  type?: DocumentType;
  disabledReason?: ReactNode;
  className?: string;
}

export interface DocumentListProps {
  documents: readonly PortalDocument[];
  categories?: readonly DocumentCategory[];
  reclassify?: boolean;
  emptyText?: string;
}

export interface DocumentsUi {
  UploadCard: ComponentType<UploadCardProps>;
  List: ComponentType<DocumentListProps>;
  /** The applicant's documents (the shared `['applicant', 'documents']` query). */
  useDocuments: () => { data?: PortalDocument[]; isError: boolean; refetch: () => unknown };
}

const DocumentsUiContext = createContext<DocumentsUi | null>(null);

export function DocumentsUiProvider({ value, children }: { value: DocumentsUi; children: ReactNode }) {
  return <DocumentsUiContext.Provider value={value}>{children}</DocumentsUiContext.Provider>;
}

export function useDocumentsUi(): DocumentsUi {
  const value = useContext(DocumentsUiContext);
  if (!value) throw new Error('DocumentsUiProvider is missing (compose the documents module in the route).');
  return value;
}
