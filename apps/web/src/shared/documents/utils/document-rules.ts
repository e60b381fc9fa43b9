/**
 * What the upload cards and the list need to know about categories: the type stored with a category, which
 * categories need a picture, which extensions a card accepts (spec part 1 §5, decision 008).
 */
import {
  LIMITS,
  UPLOAD_EXTENSIONS,
  UPLOAD_IMAGE_EXTENSIONS,
  requiresImage,
  type DocumentCategory,
  type DocumentType,
} from '@portal/contracts';

/** The document type stored with an upload of a category (types have no health-insurance value). */
const TYPE_OF_CATEGORY: Record<DocumentCategory, DocumentType> = {
  CV: 'CV',
  Certificate: 'Certificate',
  'Certificate German skills': 'Certificate German skills',
  'Certificate health insurance': 'Certificate',
  CertifiedCopyUEC: 'CertifiedCopyUEC',
  Contract: 'Contract',
  'De-registration certificate': 'De-registration certificate',
  Other: 'Other',
  Picture: 'Picture',
};

export function typeForCategory(category: DocumentCategory): DocumentType {
  return TYPE_OF_CATEGORY[category];
}

export function categoryNeedsImage(category: DocumentCategory): boolean {
  return requiresImage(category, typeForCategory(category));
}

export function allowedExtensions(category: DocumentCategory): readonly string[] {
  return categoryNeedsImage(category) ? UPLOAD_IMAGE_EXTENSIONS : UPLOAD_EXTENSIONS;
}

const MIME_OF_EXTENSION: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The `accept` attribute of a file input for a category. */
export function acceptAttribute(category: DocumentCategory): string {
  const extensions = allowedExtensions(category);
  const mimes = [...new Set(extensions.map((ext) => MIME_OF_EXTENSION[ext]).filter(Boolean))];
  return [...extensions.map((ext) => `.${ext}`), ...mimes].join(',');
}

function extensionOf(fileName: string): string {
  const match = /\.([^.]+)$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}

export type FileProblem = 'file_type' | 'file_image_only' | 'file_empty' | 'too_large';

/** Checks a chosen file before uploading it (the API checks the content again). */
export function checkFile(file: File, category: DocumentCategory): FileProblem | null {
  const extension = extensionOf(file.name);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'file_type';
  if (!allowedExtensions(category).includes(extension)) return 'file_image_only';
  if (file.size > LIMITS.uploadMaxBytes) return 'too_large';
  if (file.size === 0) return 'file_empty';
  return null;
}

/** Categories a document may be moved to in the list (health-insurance proofs need an issue date, so not there). */
export function reclassifiableCategories(mimeType: string): DocumentCategory[] {
  const image = mimeType === 'image/jpeg' || mimeType === 'image/png';
  const all: DocumentCategory[] = [
    'CV',
    'Certificate',
    'CertifiedCopyUEC',
    'Certificate German skills',
    'De-registration certificate',
    'Contract',
    'Picture',
    'Other',
  ];
  return all.filter((category) => image || !categoryNeedsImage(category));
}

export function isInlinePreview(mimeType: string): 'pdf' | 'image' | null {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === 'image/jpeg' || mimeType === 'image/png') return 'image';
  return null;
}

/** 1.5 MB style sizes with the language's number format. */
export function formatFileSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
