import { LegalPage } from './legal-page';

export function ImprintPage() {
  return <LegalPage name="imprint" />;
}

export function PrivacyPage() {
  return <LegalPage name="privacy" />;
}

export function CompanyPrivacyPage() {
  return <LegalPage name="company-privacy" />;
}

export function CompanyTermsPage() {
  return <LegalPage name="company-terms" />;
}

export function CompanyConfidentialityPage() {
  return <LegalPage name="company-confidentiality" />;
}
