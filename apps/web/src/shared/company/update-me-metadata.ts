import { updateCompanyUserMetadata, type CompanyUser } from '@portal/contracts';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { companyKeys } from '../query-keys';

type MetadataChanges = z.input<NonNullable<(typeof updateCompanyUserMetadata)['body']>>;

/** `PATCH /b2b/v1/me/metadata` – the company user's flags (e.g. `hidePaymentDetailsWarning`). */
export function updateMeMetadata(changes: MetadataChanges) {
  return apiCall(updateCompanyUserMetadata, { body: changes });
}

export function useUpdateMeMetadata() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeMetadata,
    onSuccess: ({ metadata }) =>
      queryClient.setQueryData<CompanyUser>(companyKeys.me, (me) => (me ? { ...me, metadata } : me)),
  });
}
