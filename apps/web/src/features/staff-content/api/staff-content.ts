/** The staff editor's calls (`/v1/staff/content…`, access `staff`; decisions 185–188). */
import {
  createStaffContent as createRoute,
  deleteStaffContent as deleteRoute,
  getStaffContent as getRoute,
  listStaffContent as listRoute,
  publishStaffContent as publishRoute,
  unpublishStaffContent as unpublishRoute,
  updateStaffContent as updateRoute,
  type ContentEntryBody,
  type StaffContentEntry,
  type StaffContentQuery,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const staffContentKeys = {
  all: ['staff', 'content'] as const,
  list: (query: StaffContentQuery) => ['staff', 'content', 'list', query] as const,
  one: (id: string) => ['staff', 'content', 'one', id] as const,
};

export function useStaffContentList(query: StaffContentQuery) {
  return useQuery({
    queryKey: staffContentKeys.list(query),
    queryFn: () => apiCall(listRoute, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffContentEntry(id: string | undefined) {
  return useQuery({
    queryKey: staffContentKeys.one(id ?? ''),
    queryFn: () => apiCall(getRoute, { params: { id: id! } }),
    enabled: !!id,
    retry: false,
  });
}

export function createEntry(body: ContentEntryBody): Promise<StaffContentEntry> {
  return apiCall(createRoute, { body });
}

export function updateEntry(id: string, body: ContentEntryBody): Promise<StaffContentEntry> {
  return apiCall(updateRoute, { params: { id }, body });
}

export function setPublished(id: string, published: boolean): Promise<StaffContentEntry> {
  return apiCall(published ? publishRoute : unpublishRoute, { params: { id } });
}

export function deleteEntry(id: string): Promise<unknown> {
  return apiCall(deleteRoute, { params: { id } });
}
