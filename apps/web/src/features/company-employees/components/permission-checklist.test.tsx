/**
 * The permission checklist (decision 120): what the caller does not hold is shown but cannot be changed, with the
 * reason; one's own permissions are locked; ticking updates the form's list.
 */
import type { CompanyPermission } from '@portal/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { callerAccessOf } from '../caller-access';
import { PermissionChecklist } from './permission-checklist';

function Harness({
  held,
  initial = [],
  locked,
}: {
  held: CompanyPermission[];
  initial?: CompanyPermission[];
  locked?: string;
}) {
  const form = useForm<{ permissions: CompanyPermission[] }>({ defaultValues: { permissions: initial } });
  const current = useWatch({ control: form.control, name: 'permissions' });
  const access = callerAccessOf(
    { id: 'c', name: 'Firma', isOwner: false, permissions: held, invitationPending: false, isDefault: false },
    'c',
    'u',
  );
  return (
    <FormProvider {...form}>
      <PermissionChecklist canChange={access.holds} lockedReason={locked ?? null} />
      <output data-testid="selected">{current.join('|')}</output>
    </FormProvider>
  );
}

describe('PermissionChecklist', () => {
  it('lets the caller tick only what they hold and explains the rest', () => {
    render(
      <Harness held={['create employees', 'create job openings']} initial={['edit company portrait']} />,
    );
    const invite = screen.getByLabelText('Mitarbeitende einladen') as HTMLInputElement;
    const payment = screen.getByLabelText('Zahlungsdaten bearbeiten') as HTMLInputElement;
    const portrait = screen.getByLabelText('Unternehmensporträt bearbeiten') as HTMLInputElement;
    expect(invite.disabled).toBe(false);
    expect(payment.disabled).toBe(true);
    // Held by the employee but not by the caller: shown ticked, and cannot be taken away.
    expect(portrait.checked).toBe(true);
    expect(portrait.disabled).toBe(true);
    expect(screen.getAllByText(/Diese Berechtigung besitzen Sie selbst nicht/)).toHaveLength(9);
    fireEvent.click(invite);
    expect(screen.getByTestId('selected').textContent).toBe('edit company portrait|create employees');
    expect(screen.getByText('2 von 11 Berechtigungen ausgewählt')).toBeTruthy();
  });

  it('locks everything with the reason when the caller edits themself', () => {
    render(
      <Harness
        held={['edit employees']}
        initial={['edit employees']}
        locked="Ihre eigenen Berechtigungen können Sie nicht ändern."
      />,
    );
    expect(screen.getByText('Ihre eigenen Berechtigungen können Sie nicht ändern.')).toBeTruthy();
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it('an owner holds every permission; a pending membership none', () => {
    const owner = callerAccessOf(
      { id: 'c', name: 'F', isOwner: true, permissions: [], invitationPending: false, isDefault: false },
      'c',
      'u',
    );
    expect(owner.canCreate && owner.canEdit && owner.canDelete && owner.holds('edit contracts')).toBe(true);
    const pending = callerAccessOf(
      {
        id: 'c',
        name: 'F',
        isOwner: false,
        permissions: ['create employees'],
        invitationPending: true,
        isDefault: false,
      },
      'c',
      'u',
    );
    expect(pending.canCreate).toBe(false);
  });
});
