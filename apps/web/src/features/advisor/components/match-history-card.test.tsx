/** The advisor's match timeline: status or reason, source, note, and each step with its side and time. */
import type { AdvisorMatch } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { MatchHistoryCard } from './match-history-card';

const match = (overrides: Partial<AdvisorMatch>): AdvisorMatch => ({
  id: uuid(),
  jobOpeningId: uuid(),
  title: 'Duales Studium Informatik',
  companyName: 'Nordlicht Software GmbH',
  startDate: '2027-10-01',
  status: 'awaiting_interview_schedule',
  source: 'study_advisor',
  note: 'Passt zu deinem Schwerpunkt.',
  cancellationReason: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  statusChangedAt: '2026-11-03T09:00:00.000Z',
  events: [
    {
      event: 'advisor_suggested',
      toStatus: 'awaiting_any_interest',
      side: 'study_advisor',
      createdAt: '2026-11-01T09:00:00.000Z',
    },
    {
      event: 'applicant_interested',
      toStatus: 'awaiting_partner_interest',
      side: 'applicant',
      createdAt: '2026-11-02T10:30:00.000Z',
    },
    {
      event: 'company_interested',
      toStatus: 'awaiting_interview_schedule',
      side: 'company',
      createdAt: '2026-11-03T09:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('MatchHistoryCard', () => {
  it('shows each match with its status and its steps in order', () => {
    render(
      <MatchHistoryCard
        matches={[
          match({}),
          match({
            title: 'Duales Studium BWL',
            source: 'company',
            note: null,
            status: 'cancelled',
            cancellationReason: 'expired_without_answer',
            events: [
              {
                event: 'company_interested',
                toStatus: 'awaiting_applicant_interest',
                side: 'company',
                createdAt: '2026-10-01T09:00:00.000Z',
              },
              {
                event: 'expired',
                toStatus: 'cancelled',
                side: 'system',
                createdAt: '2026-10-15T09:00:00.000Z',
              },
            ],
          }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Matching-Verlauf' })).toBeTruthy();
    expect(screen.getByText('Gesprächstermin wird vereinbart')).toBeTruthy();
    expect(screen.getByText('Beendet: ohne Antwort abgelaufen')).toBeTruthy();
    expect(screen.getByText('Notiz der Studienberatung: „Passt zu deinem Schwerpunkt.“')).toBeTruthy();
    expect(
      screen.getByText('Nordlicht Software GmbH · Vorschlag der Studienberatung · Start 01.10.2027'),
    ).toBeTruthy();
    const [first, second] = screen.getAllByRole('list', { name: 'Verlauf' });
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Von der Studienberatung vorgeschlagenStudienberatung · 01\.11\.2026/),
      expect.stringMatching(/^Person hat Interesse bekundetBewerbende Person · 02\.11\.2026/),
      expect.stringMatching(/^Unternehmen hat Interesse bekundetUnternehmen · 03\.11\.2026/),
    ]);
    expect(within(second!).getByText('Ohne Antwort abgelaufen')).toBeTruthy();
    expect(within(second!).getByText(/^Portal \(automatisch\) ·/)).toBeTruthy();
  });

  it('says so when there is no match', () => {
    render(<MatchHistoryCard matches={[]} />);
    expect(screen.getByText('Noch keine Vorschläge oder Matches.')).toBeTruthy();
  });
});
