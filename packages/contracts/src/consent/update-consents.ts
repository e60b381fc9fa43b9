import { z } from 'zod';
import { Consent } from '../account/account';
import { defineRoute } from '../http';
import { ConsentChoiceList } from './consent-choices';

/**
 * `PUT /v1/consents` (spec part 2 §7.3): the signed-in account's own consents. Answers every category with its
 * status (`not_answered` when never given), the same list `GET /v1/account` carries (decision 246).
 */
export const updateConsents = defineRoute({
  method: 'PUT',
  path: '/v1/consents',
  summary: "Set the signed-in account's consents (tracking categories and consent-gated tools)",
  body: ConsentChoiceList,
  response: z.array(Consent),
});
