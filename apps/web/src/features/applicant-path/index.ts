/** Public surface of the applicant path steps 2–5 (for the route table and the route compositions in app/). */
export { AbilitiesStep } from './components/abilities/abilities-step';
export { InfoStep } from './components/info/info-step';
export { InterviewStep } from './components/interview/interview-step';
export { SearchStep } from './components/search/search-step';
