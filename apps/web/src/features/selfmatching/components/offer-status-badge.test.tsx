import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferStatusBadge } from './offer-status-badge';

describe('<OfferStatusBadge>', () => {
  it('tells an accepted offer from one still waiting for the applicant', () => {
    const { rerender } = render(
      <OfferStatusBadge status="companyAccepted" applicationStatus="awaiting_applicant_confirmation" />,
    );
    expect(screen.getByText('Zusage vom Unternehmen')).toBeTruthy();
    rerender(<OfferStatusBadge status="companyAccepted" applicationStatus="offer_accepted" />);
    expect(screen.getByText('Zusage angenommen')).toBeTruthy();
    expect(screen.queryByText('Zusage vom Unternehmen')).toBeNull();
  });

  it('words an ended match by its reason', () => {
    render(
      <OfferStatusBadge status="positionClosed" reason="rejected_by_company" applicationStatus="cancelled" />,
    );
    expect(screen.getByText('Absage erhalten')).toBeTruthy();
  });
});
