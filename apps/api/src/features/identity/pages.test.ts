import { APPLICATION_FORM_PATH } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { renderLoginPage } from './pages';

const base = { portalUrl: 'https://portal.example', uid: 'uid-1', csrf: 'csrf-1' } as const;

describe('sign-in page', () => {
  it('links applicants who have not applied yet to the public application form (de and en)', () => {
    const de = renderLoginPage({ ...base, locale: 'de', audience: 'applicant' });
    expect(de).toContain('Noch nicht beworben?');
    expect(de).toContain(`href="https://portal.example${APPLICATION_FORM_PATH}">Jetzt bewerben</a>`);
    const en = renderLoginPage({ ...base, locale: 'en', audience: 'applicant' });
    expect(en).toContain(`href="https://portal.example${APPLICATION_FORM_PATH}">Apply now</a>`);
  });

  it('shows no application link to company users and advisors', () => {
    for (const audience of ['company', 'advisor'] as const) {
      expect(renderLoginPage({ ...base, locale: 'de', audience })).not.toContain(APPLICATION_FORM_PATH);
    }
  });
});
