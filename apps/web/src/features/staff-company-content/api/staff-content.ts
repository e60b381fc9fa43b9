/** Staff's calls for the company content (`/v1/staff/downloads…`, `/v1/staff/upskilling…`, access `staff`). */
import {
  createStaffCourse,
  decideCourseRequest,
  deleteStaffCourse,
  deleteStaffDownload,
  downloadStaffFile,
  listPartnerCompanies,
  listStaffCourseRequests,
  listStaffCourses,
  listStaffDownloads,
  updateStaffCourse,
  updateStaffDownload,
  uploadStaffDownload,
  type CourseBody,
  type DecideCourseRequestBody,
  type UpdateCourseBody,
  type UpdateDownloadBody,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const staffContentKeys = {
  all: ['staff', 'company-content'] as const,
  downloads: ['staff', 'company-content', 'downloads'] as const,
  courses: ['staff', 'company-content', 'courses'] as const,
  requests: ['staff', 'company-content', 'requests'] as const,
  companies: ['staff', 'company-content', 'companies'] as const,
};

export const useStaffDownloads = () =>
  useQuery({ queryKey: staffContentKeys.downloads, queryFn: () => apiCall(listStaffDownloads) });
export const useStaffCourses = () =>
  useQuery({ queryKey: staffContentKeys.courses, queryFn: () => apiCall(listStaffCourses) });
export const useStaffRequests = () =>
  useQuery({
    queryKey: staffContentKeys.requests,
    queryFn: () => apiCall(listStaffCourseRequests),
    // New requests arrive while the screen is open.
    refetchInterval: 60_000,
  });
export const usePartnerCompanies = () =>
  useQuery({ queryKey: staffContentKeys.companies, queryFn: () => apiCall(listPartnerCompanies) });

export interface DownloadUpload {
  file: File;
  title: string;
  description: string;
  category: string;
  companyId: string;
  published: boolean;
}

export function uploadDownload(input: DownloadUpload) {
  const form = new FormData();
  form.append('title', input.title);
  form.append('description', input.description);
  form.append('category', input.category);
  form.append('companyId', input.companyId);
  form.append('published', String(input.published));
  form.append('file', input.file, input.file.name);
  return apiCall(uploadStaffDownload, { body: form, upload: true });
}

export const updateDownload = (downloadId: string, body: UpdateDownloadBody) =>
  apiCall(updateStaffDownload, { params: { downloadId }, body });
export const deleteDownload = (downloadId: string) =>
  apiCall(deleteStaffDownload, { params: { downloadId } });
export async function saveStaffDownload(downloadId: string, fileName: string) {
  saveFile(await apiFile(downloadStaffFile, { params: { downloadId } }), fileName);
}

export const createCourse = (body: CourseBody) => apiCall(createStaffCourse, { body });
export const updateCourse = (courseId: string, body: UpdateCourseBody) =>
  apiCall(updateStaffCourse, { params: { courseId }, body });
export const deleteCourse = (courseId: string) => apiCall(deleteStaffCourse, { params: { courseId } });
export const decideRequest = (requestId: string, body: DecideCourseRequestBody) =>
  apiCall(decideCourseRequest, { params: { requestId }, body });
