import {
  requestEmailVerification as requestEmailVerificationRoute,
  type RequestEmailVerificationResponse,
} from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

/** `POST /v1/account/email-verification`: sends a confirmation link (409 already verified, 429 too many). */
export function requestEmailVerification(): Promise<RequestEmailVerificationResponse> {
  return apiCall(requestEmailVerificationRoute);
}
