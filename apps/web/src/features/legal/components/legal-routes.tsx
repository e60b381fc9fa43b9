import { companyConfidentiality } from '../content/company-confidentiality';
import { companyTerms } from '../content/company-terms';
import { imprint } from '../content/imprint';
import { companyPrivacy, privacy } from '../content/privacy';
import { LegalPage } from './legal-page';

export function ImprintPage() {
  return <LegalPage document={imprint} />;
}

export function PrivacyPage() {
  return <LegalPage document={privacy} />;
}

export function CompanyPrivacyPage() {
  return <LegalPage document={companyPrivacy} />;
}

export function CompanyTermsPage() {
  return <LegalPage document={companyTerms} />;
}

export function CompanyConfidentialityPage() {
  return <LegalPage document={companyConfidentiality} />;
}
