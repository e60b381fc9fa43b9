/** The feedback modal (spec part 1 §2, §4) shared by the applicant and the company shell (decisions 235–238). */
export { ApplicantFeedback, CompanyFeedback, useFeedbackMenuItem } from './portal-feedback';
export { RATING_LOOK } from './rating-look';
