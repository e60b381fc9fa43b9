/** Public surface of the documents module (used by step 1, step 5, contracts and the preview route). */
export { useDocuments, documentsQueryOptions, listDocuments } from './api/list-documents';
export { uploadDocument, useUploadDocument } from './api/upload-document';
export type { UploadDocumentInput, UploadProgress } from './api/upload-document';
export { updateDocument, useUpdateDocument } from './api/update-document';
export { deleteDocument, useDeleteDocument } from './api/delete-document';
export { fetchDocumentBlob, useDocumentPreview } from './api/preview-document';
export { DocumentUploadCard } from './components/document-upload-card';
export type { DocumentUploadCardProps } from './components/document-upload-card';
export { canReuploadDirectly, DocumentReuploadButton } from './components/document-reupload-button';
export type { DocumentReuploadButtonProps } from './components/document-reupload-button';
export { DocumentList } from './components/document-list';
export type { DocumentListProps } from './components/document-list';
export { DocumentRow } from './components/document-row';
export { DocumentStatusBadge } from './components/document-status-badge';
export { DocumentPreviewDialog } from './components/document-preview-dialog';
export { DocumentPreviewPage } from './components/document-preview-page';
export { DocumentViewer } from './components/document-viewer';
export * from './utils/document-rules';
