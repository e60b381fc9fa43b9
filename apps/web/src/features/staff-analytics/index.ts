/** The staff's product analytics in the workspace (issue 13): the onboarding funnel per experiment variant. */
export { OnboardingFunnelPage } from './components/onboarding-funnel-page';
