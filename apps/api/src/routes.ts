/** Every API feature, registered explicitly with its prefix (routes carry their full contract paths). */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './features/auth/auth.routes';
import { systemRoutes } from './features/system/system.routes';
import { accountRoutes } from './features/account/account.routes';
import { unitRoutes } from './features/unit/unit.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { companyRoutes } from './features/company/company.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { emailVerificationRoutes } from './features/email-verification/email-verification.routes';
import { notificationSettingsRoutes } from './features/notification-settings/notification-settings.routes';
import { advisorRoutes } from './features/advisor/advisor.routes';
import { applicationServiceRoutes } from './features/application-service/application-service.routes';
import { advisorMessageRoutes } from './features/advisor-messages/advisor-messages.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { workspaceRoutes } from './features/workspace/workspace.routes';
import { employeeRoutes } from './features/employees/employees.routes';
import { matchTodoRoutes } from './features/match-todos/match-todos.routes';
import { companyMatchingRoutes } from './features/company-matching/company-matching.routes';
import { staffCompanyRoutes } from './features/staff-companies/staff-companies.routes';
import { supportRoutes } from './features/support/support.routes';
import { applicantJobOpeningRoutes } from './features/applicant-job-openings/applicant-job-openings.routes';
import { jobOpeningSearchRoutes } from './features/job-opening-search/job-opening-search.routes';
import { applicantRecommendationRoutes } from './features/applicant-recommendations/applicant-recommendations.routes';
import { jobOpeningRoutes } from './features/job-openings/job-openings.routes';
import { selfmatchingRoutes } from './features/selfmatching/selfmatching.routes';
// Content (tips, FAQ, news)
import { contentRoutes } from './features/content/content.routes';

// Training, bring-a-friend, campaigns
import { trainingRoutes } from './features/training/training.routes';
import { referralRoutes } from './features/referrals/referrals.routes';
import { campaignRoutes } from './features/campaigns/campaigns.routes';

// Company business data (downloads, upskilling, students, invoices)
import { businessRoutes } from './features/company-business/business.routes';

// Newsletter and languages
import { languageRoutes } from './features/languages/languages.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { registerNewsletter } from './features/newsletter/newsletter.plugin';
import { cvGeneratorRoutes } from './features/cv-generator/cv-generator.routes';

// issue 13 · CV generator: add here

// issue 13 · Feedback: add here
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { staffJobRoutes } from './features/staff-jobs/staff-jobs.routes';

// issue 13 · Consent manager: add here
import { consentRoutes } from './features/consent/consent.routes';

// issue 13 · Analytics, experiments and browser logs: add here
import { productAnalyticsRoutes } from './features/product-analytics/product-analytics.routes';

export async function registerRoutes(
  app: FastifyInstance,
  options: { ping: () => Promise<boolean> },
): Promise<void> {
  await app.register(systemRoutes, options);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(unitRoutes);
  await app.register(documentRoutes);
  await app.register(companyRoutes);
  await app.register(onboardingRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(advisorRoutes);
  await app.register(applicationServiceRoutes);
  await app.register(advisorMessageRoutes);
  await app.register(notificationRoutes);
  await app.register(workspaceRoutes);
  await app.register(employeeRoutes);
  await app.register(matchTodoRoutes);
  await app.register(companyMatchingRoutes);
  await app.register(staffCompanyRoutes);
  await app.register(supportRoutes);
  await app.register(applicantJobOpeningRoutes);
  await app.register(jobOpeningSearchRoutes);
  await app.register(applicantRecommendationRoutes);
  await app.register(jobOpeningRoutes);
  await app.register(selfmatchingRoutes);
  // Content (tips, FAQ, news)
  await app.register(contentRoutes);

  // Training, bring-a-friend, campaigns
  await app.register(trainingRoutes);
  await app.register(referralRoutes);
  await app.register(campaignRoutes);

  // Company business data (downloads, upskilling, students, invoices)
  await app.register(businessRoutes);

  // Newsletter and languages
  await app.register(languageRoutes);
  await app.register(newsletterRoutes);
  registerNewsletter(app);

  // issue 13 · CV generator: add here
  await app.register(cvGeneratorRoutes);

  // issue 13 · Feedback: add here
  await app.register(feedbackRoutes);
  // issue 15 · Staff view of the job queue (failed jobs, retry)
  await app.register(staffJobRoutes);

  // issue 13 · Consent manager: add here
  await app.register(consentRoutes);

  // issue 13 · Analytics, experiments and browser logs: add here
  await app.register(productAnalyticsRoutes);
}
