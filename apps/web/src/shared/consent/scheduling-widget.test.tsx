/** The scheduling widget's two-click placeholder (decision 248). */
import { fireEvent, render, screen } from '@testing-library/react';
import type { PublicConfig } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_GRANTED, readConsent, saveConsent } from '../../lib/consent';
import { resetToolLoadedFlags } from '../../lib/consent-tools';
import { setPublicConfig } from '../../lib/public-config';
import { SchedulingWidget } from './scheduling-widget';

const off = { heatmap: null, ab_testing: null, product_tour: null, scheduling: null };
function configure(scheduling: { scriptUrl: string; projectId: string | null } | null) {
  setPublicConfig({
    oidc: { issuer: 'http://localhost/idp', clientId: 'portal', scope: 'openid' },
    supportEmail: 'hilfe@uni.example',
    environment: 'local',
    companyHosts: [],
    consentTools: { applicant: { ...off, scheduling }, company: off },
  } satisfies PublicConfig);
}
const schedulingScripts = () => document.querySelectorAll('script[data-consent-tool="scheduling"]');

afterEach(() => {
  setPublicConfig(null);
  resetToolLoadedFlags();
});

describe('SchedulingWidget', () => {
  it('is not there when the portal has no scheduling tool', () => {
    configure(null);
    const { container } = render(<SchedulingWidget portal="applicant" />);
    expect(container.innerHTML).toBe('');
  });

  it('explains the consent first and loads nothing', () => {
    configure({ scriptUrl: 'https://booking.example/widget.js', projectId: 'berlin' });
    render(<SchedulingWidget portal="applicant" />);
    expect(screen.getByRole('heading', { name: 'Termin mit deiner Studienberatung buchen' })).toBeTruthy();
    expect(screen.getByText(/externen Anbieter/)).toBeTruthy();
    expect(schedulingScripts()).toHaveLength(0);
  });

  it('sets the scheduling consent flag on the second click and loads the widget once', () => {
    configure({ scriptUrl: 'https://booking.example/widget.js', projectId: 'berlin' });
    const { rerender } = render(<SchedulingWidget portal="applicant" />);
    fireEvent.click(screen.getByRole('button', { name: 'Terminbuchung aktivieren' }));
    expect(readConsent()).toMatchObject({ scheduling: true, heatmap: false, decidedAt: null });
    expect(schedulingScripts()).toHaveLength(1);
    expect(document.getElementById('portal-scheduling-widget')?.dataset.projectId).toBe('berlin');
    rerender(<SchedulingWidget portal="applicant" />);
    expect(schedulingScripts()).toHaveLength(1);
  });

  it('loads at once with the consent already given', () => {
    configure({ scriptUrl: 'https://booking.example/widget.js', projectId: null });
    saveConsent(ALL_GRANTED);
    render(<SchedulingWidget portal="applicant" />);
    expect(screen.queryByRole('button', { name: 'Terminbuchung aktivieren' })).toBeNull();
    expect(schedulingScripts()).toHaveLength(1);
  });
});
