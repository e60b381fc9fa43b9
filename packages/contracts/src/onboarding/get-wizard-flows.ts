import { z } from 'zod';
import { defineRoute } from '../http';
import { WizardFlowName, WizardPreconditions } from './wizard-flows';

/** Spec part 1 §3 "Wizard flows response". The flows themselves are `WIZARD_FLOWS`. */
export const WizardFlowsResponse = z.object({
  initiateFlow: WizardFlowName.nullable(),
  preconditions: WizardPreconditions,
});
export type WizardFlowsResponse = z.infer<typeof WizardFlowsResponse>;

export const getWizardFlows = defineRoute({
  method: 'GET',
  path: '/v1/wizard-flows',
  summary: 'Which onboarding wizard flow to start, and the preconditions its steps depend on',
  response: WizardFlowsResponse,
});
