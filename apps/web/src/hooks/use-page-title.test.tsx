import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitleKey, usePageTitle } from './use-page-title';
import type { PortalMode } from '../lib/portal-mode';

function Title({ mode, path }: { mode: PortalMode; path: string }) {
  usePageTitle(mode, path);
  return null;
}

describe('page title', () => {
  it('is the company portal, the applicant portal or the CV generator', () => {
    expect(pageTitleKey('company', '/b2b/home')).toBe('title.company');
    expect(pageTitleKey('applicant', '/ds')).toBe('title.applicant');
    expect(pageTitleKey('applicant', '/lebenslauf-generator/input/profil')).toBe('title.cvGenerator');
    expect(pageTitleKey('applicant', '/lebenslauf-generatorx')).toBe('title.applicant');
  });

  it('is translated into document.title', () => {
    const { rerender } = render(<Title mode="company" path="/b2b/home" />);
    expect(document.title).toBe('Unternehmensportal');
    rerender(<Title mode="applicant" path="/ds" />);
    expect(document.title).toBe('Bewerberportal');
    rerender(<Title mode="applicant" path="/lebenslauf-generator" />);
    expect(document.title).toBe('Lebenslauf-Generator');
  });
});
