/** Staff's side of the downloads (access `staff`): list, upload, edit and publish, delete, read the file. */
import { z } from 'zod';
import { EmptyResponse, IsoDateTime } from '../common';
import { DocumentFile } from '../documents/preview-document';
import { defineRoute } from '../http';
import { text } from '../text';
import { CompanyDownload, DOWNLOAD_LIMITS, DownloadCategory } from './business-data';

export const StaffDownload = CompanyDownload.extend({
  published: z.boolean(),
  publishedAt: IsoDateTime.nullable(),
  /** `null`: every partner company; otherwise only this company. */
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type StaffDownload = z.infer<typeof StaffDownload>;

export const listStaffDownloads = defineRoute({
  method: 'GET',
  path: '/v1/staff/downloads',
  summary: 'Every download, published or not',
  response: z.array(StaffDownload),
});

const title = text({ min: DOWNLOAD_LIMITS.titleMin, max: DOWNLOAD_LIMITS.titleMax });
const description = text({ max: DOWNLOAD_LIMITS.descriptionMax, multiline: true }).transform((v) =>
  v === '' ? null : v,
);

/**
 * The text fields of the multipart upload (part `file` carries the file): all strings, as a form sends them.
 * `companyId` empty: every partner company.
 */
export const UploadDownloadFields = z.strictObject({
  title,
  description: description.optional(),
  category: DownloadCategory,
  companyId: z
    .union([z.literal(''), z.uuid()])
    .optional()
    .transform((v) => (v ? v : null)),
  published: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type UploadDownloadFields = z.output<typeof UploadDownloadFields>;

/** Multipart (`file` + the fields above); the file is checked by its content like every upload (decision 205). */
export const uploadStaffDownload = defineRoute({
  method: 'POST',
  path: '/v1/staff/downloads',
  summary: 'Upload a download for partner companies',
  successStatus: 201,
  response: StaffDownload,
});

export const StaffDownloadParams = z.object({ downloadId: z.uuid() });

export const UpdateDownloadBody = z
  .strictObject({
    title: title.optional(),
    description: description.nullable().optional(),
    category: DownloadCategory.optional(),
    companyId: z.uuid().nullable().optional(),
    published: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'required' });
export type UpdateDownloadBody = z.input<typeof UpdateDownloadBody>;

export const updateStaffDownload = defineRoute({
  method: 'PATCH',
  path: '/v1/staff/downloads/{downloadId}',
  summary: 'Edit, publish or withdraw a download',
  params: StaffDownloadParams,
  body: UpdateDownloadBody,
  response: StaffDownload,
});

export const deleteStaffDownload = defineRoute({
  method: 'DELETE',
  path: '/v1/staff/downloads/{downloadId}',
  summary: 'Delete a download and its file',
  params: StaffDownloadParams,
  response: EmptyResponse,
});

export const downloadStaffFile = defineRoute({
  method: 'GET',
  path: '/v1/staff/downloads/{downloadId}/file',
  summary: 'The file of a download, published or not',
  params: StaffDownloadParams,
  response: DocumentFile,
});
