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
// Content (tips, FAQ, news)
export * from './content';

// Training, bring-a-friend, campaigns
export * from './engagement';

// Company business data (downloads, upskilling, students, invoices)
export * from './business';

// Newsletter and languages
export * from './newsletter';

// issue 13 · CV generator: add here

// issue 13 · Feedback: add here
export * from './feedback';

// issue 13 · Consent manager: add here

// issue 13 · Analytics, experiments and browser logs: add here
export * from './product-analytics';

export * from './relations';
