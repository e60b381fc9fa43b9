/** `POST /application-service/v1/applications` (public): creates the application and sends the invitation mail. */
import {
  createApplication as createApplicationRoute,
  type CreateApplicationBody,
  type CreateApplicationResponse,
} from '@portal/contracts';
import { sendRequest } from '../../../lib/http';

export function createApplication(body: CreateApplicationBody): Promise<CreateApplicationResponse> {
  return sendRequest(createApplicationRoute, { body });
}
