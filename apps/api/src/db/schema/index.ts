/** Every table and relation of the database; drizzle-kit reads this file (drizzle.config.ts). */
export * from './identity';
export * from './sessions';
export * from './mail';
export * from './catalogue';
export * from './applicants';
export * from './companies';
export * from './documents';
export * from './matching';
export * from './communication';
export * from './analytics';
export * from './audit';
export * from './verification';
// issue 12 · content (tips, FAQ, news): add here
export * from './content';

// issue 12 · training, bring-a-friend, campaigns: add here
export * from './engagement';

// issue 12 · company business data (downloads, upskilling, students, invoices): add here
export * from './business';

// issue 12 · newsletter and languages: add here
export * from './newsletter';

export * from './relations';
