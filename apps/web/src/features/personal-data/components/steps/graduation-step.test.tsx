/**
 * Issue 8, item 9: the grade rule has one wording everywhere, '{field} must be between 1-6' (spec part 1 §5); the
 * graduation of contracts and enrolment once said "Der größte erlaubte Wert ist 6." instead.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../../app/provider';
import { makeAccount } from '../../../../testing/fixtures';
import { GraduationStep } from './graduation-step';

function setup() {
  const onSaved = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/ds/application/contracts/:step?',
        element: <GraduationStep account={makeAccount()} onSaved={onSaved} onBack={() => undefined} />,
      },
    ],
    { initialEntries: ['/ds/application/contracts/2'] },
  );
  render(
    <AppProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { onSaved };
}

async function submitGrade(value: string) {
  fireEvent.change(await screen.findByLabelText(/^Durchschnittsnote/), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
  });
}

describe('contracts and enrolment: graduation', () => {
  it.each(['7', '6,1', '0,5'])(
    'refuses %s with "Durchschnittsnote muss zwischen 1 und 6 liegen."',
    async (value) => {
      const { onSaved } = setup();
      await submitGrade(value);
      expect(await screen.findByText('Durchschnittsnote muss zwischen 1 und 6 liegen.')).toBeTruthy();
      expect(screen.queryByText(/erlaubte Wert/)).toBeNull();
      expect(onSaved).not.toHaveBeenCalled();
    },
  );
});
