/**
 * The documents module's upload card, handed in by the route (`app/routes/applicant-path-routes.tsx`): features do
 * not import each other, so step 5 names only the props it uses (decision 032). Without it (tests, other hosts)
 * step 5 shows the documents' status and links to the documents screen.
 */
import type { DocumentCategory, DocumentType, PortalDocument } from '@portal/contracts';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface PathUploadCardProps {
  category: DocumentCategory;
  type?: DocumentType;
  title?: string;
  description?: ReactNode;
  required?: boolean;
  documents?: readonly PortalDocument[];
  matchCategories?: readonly DocumentCategory[];
}

export interface PathDocumentsUi {
  UploadCard: ComponentType<PathUploadCardProps>;
}

const PathDocumentsUiContext = createContext<PathDocumentsUi | null>(null);

export function PathDocumentsUiProvider({
  value,
  children,
}: {
  value: PathDocumentsUi;
  children: ReactNode;
}) {
  return <PathDocumentsUiContext.Provider value={value}>{children}</PathDocumentsUiContext.Provider>;
}

export function usePathDocumentsUi(): PathDocumentsUi | null {
  return useContext(PathDocumentsUiContext);
}
