/** Public surface of the documents module (step 1, step 5, contracts, home re-uploads, the preview route). */
export { DocumentUploadCard } from './components/document-upload-card';
export type { DocumentUploadCardProps } from './components/document-upload-card';
export { DocumentReuploadButton } from './components/document-reupload-button';
export type { DocumentReuploadButtonProps } from './components/document-reupload-button';
export { DocumentList } from './components/document-list';
export type { DocumentListProps } from './components/document-list';
export { DocumentPreviewPage } from './components/document-preview-page';
export { useUploadDocument } from './api/upload-document';
export { useDeleteDocument } from './api/delete-document';
export { useDocumentPreview } from './api/preview-document';
export { checkFile, formatFileSize } from './utils/document-rules';
