/** Issue 8, item 9: the date of birth (and every date) is typed in one German format, not the browser's own. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { DateField, MonthField, maskDateText } from './date-fields';
import { Form, FormActions, SubmitButton } from './form';
import { useContractForm } from './use-contract-form';

const Schema = z.object({
  birthday: z.iso.date().nullable(),
  start: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month' })
    .nullable(),
});
type Values = { birthday: string | null; start: string | null };

function TestForm({ defaults, onSubmit }: { defaults: Values; onSubmit: (values: Values) => void }) {
  const form = useContractForm<Values, Values>({ schema: Schema, defaultValues: defaults, onSubmit });
  return (
    <Form form={form}>
      <DateField name="birthday" label="Geburtsdatum" />
      <MonthField name="start" label="Beginn" />
      <FormActions>
        <SubmitButton>Speichern</SubmitButton>
      </FormActions>
    </Form>
  );
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  });
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('DateField and MonthField', () => {
  it('show stored values as TT.MM.JJJJ and MM.JJJJ in a text input, not a native picker', () => {
    render(<TestForm defaults={{ birthday: '2006-03-14', start: '2024-07' }} onSubmit={vi.fn()} />);
    const birthday = screen.getByLabelText(/Geburtsdatum/) as HTMLInputElement;
    expect(birthday.type).toBe('text');
    expect(birthday.value).toBe('14.03.2006');
    expect(birthday.placeholder).toBe('TT.MM.JJJJ');
    expect((screen.getByLabelText(/Beginn/) as HTMLInputElement).value).toBe('07.2024');
  });

  it('insert the points while digits are typed and submit ISO values', async () => {
    const onSubmit = vi.fn();
    render(<TestForm defaults={{ birthday: null, start: null }} onSubmit={onSubmit} />);
    type(/Geburtsdatum/, '1403');
    expect((screen.getByLabelText(/Geburtsdatum/) as HTMLInputElement).value).toBe('14.03');
    type(/Geburtsdatum/, '14.032006');
    expect((screen.getByLabelText(/Geburtsdatum/) as HTMLInputElement).value).toBe('14.03.2006');
    type(/Beginn/, '072024');
    expect((screen.getByLabelText(/Beginn/) as HTMLInputElement).value).toBe('07.2024');
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ birthday: '2006-03-14', start: '2024-07' });
  });

  it('accept one-digit parts typed with points and a pasted ISO date', async () => {
    const onSubmit = vi.fn();
    render(<TestForm defaults={{ birthday: null, start: null }} onSubmit={onSubmit} />);
    type(/Geburtsdatum/, '4.3.2006');
    type(/Beginn/, '2024-07');
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ birthday: '2006-03-04', start: '2024-07' });
    type(/Geburtsdatum/, '2006-03-14');
    await submit();
    expect(onSubmit.mock.calls.at(-1)![0]).toEqual({ birthday: '2006-03-14', start: '2024-07' });
  });

  it('refuse text that is no date and name the expected format', async () => {
    const onSubmit = vi.fn();
    render(<TestForm defaults={{ birthday: null, start: null }} onSubmit={onSubmit} />);
    type(/Geburtsdatum/, '31.02.2006');
    type(/Beginn/, '13.2024');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Bitte gib ein gültiges Datum im Format TT.MM.JJJJ an.')).toBeTruthy();
    expect(screen.getByText('Bitte gib einen Monat im Format MM.JJJJ an.')).toBeTruthy();
  });

  it('keep the German format in other UI languages', async () => {
    await i18n.changeLanguage('en');
    try {
      render(<TestForm defaults={{ birthday: '2006-03-14', start: null }} onSubmit={vi.fn()} />);
      const birthday = screen.getByLabelText(/Geburtsdatum/) as HTMLInputElement;
      expect(birthday.value).toBe('14.03.2006');
      expect(birthday.placeholder).toBe('DD.MM.YYYY');
    } finally {
      await i18n.changeLanguage('de');
    }
  });
});

describe('maskDateText', () => {
  const date = { groups: [2, 2], digits: 8 } as const;
  it('adds points to plain digits and leaves other text, and deleting, alone', () => {
    expect(maskDateText('1', '', date)).toBe('1');
    expect(maskDateText('140', '14', date)).toBe('14.0');
    expect(maskDateText('14.03.20069', '14.03.2006', date)).toBe('14.03.2006');
    expect(maskDateText('14.', '14.0', date)).toBe('14.');
    expect(maskDateText('4.', '4', date)).toBe('4.');
    expect(maskDateText('2006-03', '2006-0', date)).toBe('2006-03');
  });
});
