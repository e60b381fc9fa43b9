/**
 * Every row of the company permission matrix, collected from the features' `*.matrix.ts` files. A feature with
 * company endpoints adds its array here; the matrix test fails for a registered `/b2b/v1` route without a row.
 */
import { applicantRecommendationsMatrix } from '../features/applicant-recommendations/applicant-recommendations.matrix';
import { companyDataMatrix } from '../features/company/company-data.matrix';
import { companyMatrix } from '../features/company/company.matrix';
import { meMatrix } from '../features/company/me.matrix';
import { companyDocumentsMatrix } from '../features/documents/company-documents.matrix';
import { companyMatchingMatrix } from '../features/company-matching/company-matching.matrix';
import { employeesMatrix } from '../features/employees/employees.matrix';
import { matchTodosMatrix } from '../features/match-todos/match-todos.matrix';
import { jobOpeningsMatrix } from '../features/job-openings/job-openings.matrix';
import { notificationsMatrix } from '../features/notifications/notifications.matrix';
import { supportMatrix } from '../features/support/support.matrix';
import { responseFiguresMatrix } from '../features/applicant-job-openings/response-figures.matrix';
// Content (tips, FAQ, news)
import { contentMatrix } from '../features/content/content.matrix';

// Company business data (downloads, upskilling, students, invoices)
import { businessMatrix } from '../features/company-business/business.matrix';

// issue 13 · Feedback
import { feedbackMatrix } from '../features/feedback/feedback.matrix';

import type { MatrixRow } from './permission-matrix';

export const COMPANY_PERMISSION_MATRIX: MatrixRow[] = [
  ...meMatrix,
  ...companyMatrix,
  ...companyDataMatrix,
  ...companyDocumentsMatrix,
  ...employeesMatrix,
  ...supportMatrix,
  ...notificationsMatrix,
  ...responseFiguresMatrix,
  ...matchTodosMatrix,
  ...applicantRecommendationsMatrix,
  ...jobOpeningsMatrix,
  ...companyMatchingMatrix,
  // Content (tips, FAQ, news)
  ...contentMatrix,

  // Company business data (downloads, upskilling, students, invoices)
  ...businessMatrix,

  // issue 13 · Feedback: add here
  ...feedbackMatrix,

  // issue 13 · Analytics, experiments and browser logs: add here
];
