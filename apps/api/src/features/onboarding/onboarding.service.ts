import {
  deriveWizardPreconditions,
  initiateFlowFor,
  isOnboardingDone,
  type WizardFlowsResponse,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOnboardingState } from './onboarding.repository';

/**
 * `GET /v1/wizard-flows`: the onboarding flow until onboarding is done, then the e-mail verification flow until
 * the address is verified, then none (decision 011).
 */
export async function getWizardFlows(db: Database, accountId: string): Promise<WizardFlowsResponse> {
  const state = await findOnboardingState(db, accountId);
  if (!state) throw AppError.notFound();
  return {
    initiateFlow: initiateFlowFor({
      onboardingDone: isOnboardingDone(state.metadata, state.units),
      emailVerified: state.emailVerified,
    }),
    preconditions: deriveWizardPreconditions(state),
  };
}
