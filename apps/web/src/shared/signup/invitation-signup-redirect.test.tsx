import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { InvitationSignupRedirect } from './invitation-signup-redirect';

// The provider's page is another site: record what the registration would be started with, and in which language.
const started = vi.hoisted(() => [] as Array<{ options: unknown; language: string }>);
vi.mock('../../lib/auth', async () => {
  const { currentLanguage: language } = await import('../../lib/i18n');
  return {
    startLogin: vi.fn(async (options: unknown) => {
      started.push({ options, language: language() });
    }),
  };
});

afterEach(async () => {
  started.length = 0;
  await changeLanguage('de');
});

function renderAt(search: string) {
  render(
    <MemoryRouter initialEntries={[`/b2b/signup${search}`]}>
      <InvitationSignupRedirect mode="company" landing="/b2b/home" text="…" />
    </MemoryRouter>,
  );
}

describe('<InvitationSignupRedirect>', () => {
  it('switches to the mail’s language before the registration starts', async () => {
    renderAt('?email=eva%40example.org&invitation=abc&lang=fr');
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]).toEqual({
      options: { mode: 'company', screenHint: 'signup', loginHint: 'eva@example.org', invitation: 'abc' },
      language: 'fr',
    });
    expect(currentLanguage()).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('ignores a language the portal does not offer', async () => {
    renderAt('?email=eva%40example.org&invitation=abc&lang=xx');
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.language).toBe('de');
  });
});
