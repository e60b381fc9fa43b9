/**
 * Every query key of the applicant's data, in one place: the screens of every applicant feature read and update
 * the same cache entries (the initial loading fills them), so they always agree. Everything lives below
 * `['applicant']`, so signing out or a reload can drop it at once.
 */
export const applicantKeys = {
  all: ['applicant'] as const,
  account: ['applicant', 'account'] as const,
  units: ['applicant', 'units'] as const,
  documents: ['applicant', 'documents'] as const,
  documentPreview: (id: string) => ['applicant', 'documents', id, 'preview'] as const,
  notificationSettings: ['applicant', 'notification-settings'] as const,
};
