/**
 * Profile tab "consents": every consent category with its explanation, its stored status and a switch that saves at
 * once (`PUT /b2b/v1/consents`, decisions 105, 246), the same list as the consent settings.
 */
import type { CompanyUser } from '@portal/contracts';
import { ConsentPreferences } from '../../../shared/consent/consent-preferences';

export function ConsentsTab({ me }: { me: CompanyUser }) {
  return <ConsentPreferences portal="company" consents={me.consents} />;
}
