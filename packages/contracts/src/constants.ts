/** Business constants and limits of spec part 2 §9. */

export const SUPPORTED_LOCALES = ['de', 'en', 'es', 'fr', 'it', 'ru', 'pl', 'ar', 'fa', 'tr'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'de';
/** Shown first in the language switcher, in this order. */
export const PINNED_LOCALES: readonly Locale[] = ['en', 'es', 'fr'];
export const RTL_LOCALES: readonly Locale[] = ['ar', 'fa'];

export const STORAGE_KEYS = {
  activeApplication: 'active-application',
  activeUnit: 'active-unit',
  activeUnitId: 'active-unit-id',
  authToken: 'auth-token',
  ignoreSm: 'ignore-sm',
  language: 'language',
  onboardingVariant: 'onboarding_variant',
  originUrlPath: 'origin_url_path',
  originUrlQueries: 'origin_url_queries',
  ucUserInteraction: 'uc_user_interaction',
  activeCompany: 'active_company',
  /** The pseudonymous analytics visitor id; created only with consent (issue 13, decision 257). */
  analyticsVisitorId: 'analytics_visitor_id',
  /** The CV generator's draft, only in this browser until sent (decision 229); cleared on logout. */
  cvGeneratorDraft: 'cv-generator-draft',
} as const;

/** Keys of the account metadata map ("user flags"). */
export const USER_FLAG_KEYS = [
  'feedbackGiven',
  'flows',
  'hideDmsInfoModal',
  'hideDmsInfoModalHome',
  'hideDmsInfoModalJobOpenings',
  'hidePaymentDetailsWarning',
  'hideSupportTicketNotice',
  'hideCourseOfStudyInfo',
  'onboardingDone',
  'interactedWithMotivationStep',
  'visitedStudyAdviceView',
  'hideB2cStudyMatchInterestModal',
  'unlockedStep2already',
  'unreadJobOpenings',
  'visitedSelfMatchingView',
] as const;
export type UserFlagKey = (typeof USER_FLAG_KEYS)[number];

export const LIMITS = {
  uploadMaxBytes: 14 * 1024 * 1024,
  feedbackTextMax: 2000,
  textareaDefaultMax: 1600,
  textareaDefaultRows: 4,
  motivationTextMin: 15,
  motivationTextMax: 1600,
  gradeAverageMin: 1,
  gradeAverageMax: 6,
  notificationsPageSize: 4,
  newsPageSize: 3,
  /** The advisor's applicant list: rows per page by default and at most (decision 084). */
  advisorApplicantsPageSize: 25,
  advisorApplicantsPageSizeMax: 100,
} as const;

export const TIMINGS = {
  emailVerificationSuccessMs: 3500,
  emailVerificationErrorMs: 5000,
  unitPollIntervalMs: 10_000,
  unitPollMaxAttempts: 5,
  resizeDebounceMs: 500,
  loadingScreenDelayMs: 300,
  trackingParamCleanupMs: 300,
  backToTopHideMs: 150,
  consentScriptDelayMs: 2000,
  analyticsAccountWaitMs: 3000,
  analyticsAccountPollMs: 100,
} as const;

/** Screen-size classes by width (spec part 2 §9); identical to Tailwind's default breakpoints. */
export const SCREEN_CLASSES = [
  { name: 'xs', below: 640 },
  { name: 'sm', below: 768 },
  { name: 'md', below: 1024 },
  { name: 'lg', below: 1280 },
  { name: 'xl', below: 1536 },
] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number]['name'] | '2xl';

export function screenClassForWidth(width: number): ScreenClass {
  return SCREEN_CLASSES.find((c) => width < c.below)?.name ?? '2xl';
}

export const RELEASE_VERSION = '2.8.0';
export const DACH_COUNTRIES = ['DE', 'AT', 'CH', 'LI'] as const;
export const DISTANCE_STEPS_KM = [5, 10, 15, 20] as const;

/**
 * Route names excluded from page-view tracking (spec part 1 §2); the distance-study step 1 is excluded like the
 * dual-study one (decision 078).
 */
export const PAGE_VIEW_EXCLUDED_ROUTES = [
  'ds.application.documents',
  'fs.application.documents',
  'abilities',
  'info',
  'interview',
  'search',
  'contracts',
] as const;

/** Support address shown on the error screen when nothing more specific is known. */
export const SUPPORT_EMAIL = 'support@dualstudium.example';
