/** Path steps 2–5 (`features/applicant-path`). */
import { AbilitiesStep, InfoStep, InterviewStep, SearchStep } from '../../features/applicant-path';

export function AbilitiesRoute() {
  return <AbilitiesStep />;
}

export function InfoRoute() {
  return <InfoStep />;
}

export function InterviewRoute() {
  return <InterviewStep />;
}

export function SearchRoute() {
  return <SearchStep />;
}
