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

/**
 * Every query key of the company portal. Everything lives below `['company']`; data of one company below
 * `['company', 'companies', id]`, so switching or leaving a company drops it at once.
 */
export const companyKeys = {
  all: ['company'] as const,
  me: ['company', 'me'] as const,
  /** The user's own e-mail notification settings (profile tab "notifications"). */
  notificationSettings: ['company', 'me', 'notification-settings'] as const,
  company: (companyId: string) => ['company', 'companies', companyId] as const,
  documents: (companyId: string) => ['company', 'companies', companyId, 'documents'] as const,
  employees: (companyId: string) => ['company', 'companies', companyId, 'employees'] as const,
  notifications: ['company', 'notifications'] as const,
  /** The company's job openings (decisions 141–147): the overview and each opening below it. */
  jobOpenings: (companyId: string) => ['company', 'companies', companyId, 'job-openings'] as const,
  jobOpening: (companyId: string, jobOpeningId: string) =>
    ['company', 'companies', companyId, 'job-openings', 'one', jobOpeningId] as const,
  supportTickets: (companyId: string) => ['company', 'companies', companyId, 'support-tickets'] as const,
  supportTicket: (companyId: string, ticketId: string) =>
    ['company', 'companies', companyId, 'support-tickets', ticketId] as const,
  documentPreview: (companyId: string, documentId: string) =>
    ['company', 'companies', companyId, 'documents', documentId, 'preview'] as const,
  /** The company's business data (decisions 205–214): downloads, upskilling, students, invoices. */
  downloads: (companyId: string) => ['company', 'companies', companyId, 'downloads'] as const,
  upskillingCourses: (companyId: string) =>
    ['company', 'companies', companyId, 'upskilling', 'courses'] as const,
  upskillingRequests: (companyId: string) =>
    ['company', 'companies', companyId, 'upskilling', 'requests'] as const,
  students: (companyId: string) => ['company', 'companies', companyId, 'students'] as const,
  accounting: (companyId: string, kind: 'invoices' | 'notices') =>
    ['company', 'companies', companyId, 'accounting', kind] as const,
  /** Bank of an IBAN (normalised) from the second service's bank-code list. */
  bankInfo: (iban: string) => ['company', 'bank-info', iban] as const,
};
