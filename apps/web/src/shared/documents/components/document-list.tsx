import type { DocumentCategory, PortalDocument } from '@portal/contracts';
import { FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentRow } from './document-row';

export interface DocumentListProps {
  documents: readonly PortalDocument[];
  /** Only these categories (default: all). */
  categories?: readonly DocumentCategory[];
  /** Offer the category select per document. Default true. */
  reclassify?: boolean;
  emptyText?: string;
}

/** The applicant's documents with review status, preview, category change and delete. */
export function DocumentList({ documents, categories, reclassify = true, emptyText }: DocumentListProps) {
  const { t } = useTranslation('documents');
  const shown = [...documents]
    .filter((doc) => !categories || categories.includes(doc.category))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (shown.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-ink-300 px-4 py-8 text-center">
        <FolderOpen className="size-8 text-ink-400" aria-hidden />
        <p className="text-sm text-ink-600">{emptyText ?? t('list.empty')}</p>
      </div>
    );
  }
  return (
    <ul
      className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white"
      aria-label={t('list.title')}
    >
      {shown.map((doc) => (
        <DocumentRow key={doc.uuid} document={doc} reclassify={reclassify} />
      ))}
    </ul>
  );
}
