/**
 * The applicant's documents live in one query cache entry, the same one the initial loading fills
 * (`['applicant', 'documents']`), so home, step screens and the documents module always agree.
 */
export const documentsQueryKey = ['applicant', 'documents'] as const;
