import { UpdateAccountBody } from '@portal/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/http';
import { CheckboxField, RadioGroupField, SelectField } from './choice-fields';
import { decodeRule, encodeRule } from './field-error';
import { Form, FormActions, SubmitButton } from './form';
import { NumberField, parseDecimal } from './number-field';
import { StepScreen } from './step-screen';
import { DateField } from './date-fields';
import { EmailField, TelField, TextField } from './text-fields';
import { TextareaField } from './textarea-field';
import { useContractForm, type ContractFormOptions } from './use-contract-form';

const Schema = z.object({
  firstName: z.string().trim().min(1).max(80),
  email: z.email(),
  phone: z.string().regex(/^\+?[0-9 ()/-]{6,25}$/, { error: 'phone' }),
  grade: z.number().min(1).max(6).nullable(),
  birthday: z.iso.date().nullable(),
  salutation: z.enum(['mr', 'mrs', 'mx']),
  level: z.number().int().min(1).max(7),
  licence: z.boolean(),
  accepted: z.literal(true, { error: 'must_be_ticked' }),
  motivation: z.string().max(1600),
});
type Values = {
  firstName: string;
  email: string;
  phone: string;
  grade: number | null;
  birthday: string | null;
  salutation: string | null;
  level: number | null;
  licence: boolean | null;
  accepted: boolean;
  motivation: string;
};

const VALID: Values = {
  firstName: 'Mia',
  email: 'mia@example.org',
  phone: '+49 30 123456',
  grade: 2.3,
  birthday: '2001-02-03',
  salutation: 'mrs',
  level: 4,
  licence: true,
  accepted: true,
  motivation: '',
};

function TestForm({
  defaults = VALID,
  onSubmit,
}: {
  defaults?: Values;
  onSubmit: ContractFormOptions<Values, z.infer<typeof Schema>>['onSubmit'];
}) {
  const form = useContractForm<Values, z.infer<typeof Schema>>({
    schema: Schema,
    defaultValues: defaults,
    onSubmit,
  });
  return (
    <Form form={form}>
      <TextField name="firstName" label="Vorname" required hint="Wie in deinem Ausweis" />
      <EmailField name="email" label="E-Mail" required />
      <TelField name="phone" label="Telefon" required />
      <NumberField name="grade" label="Notendurchschnitt" />
      <DateField name="birthday" label="Geburtsdatum" />
      <SelectField
        name="salutation"
        label="Anrede"
        required
        options={[
          { value: 'mr', label: 'Herr' },
          { value: 'mrs', label: 'Frau' },
          { value: 'mx', label: 'Divers' },
        ]}
      />
      <SelectField
        name="level"
        label="Niveau"
        options={[
          { value: 4, label: 'B2' },
          { value: 5, label: 'C1' },
        ]}
      />
      <RadioGroupField
        name="licence"
        label="Führerschein"
        required
        options={[
          { value: true, label: 'Ja' },
          { value: false, label: 'Nein' },
        ]}
      />
      <CheckboxField name="accepted" label="Ich bestätige die Angaben" required />
      <TextareaField name="motivation" label="Motivation" />
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

describe('form kit', () => {
  it('encodes and decodes rules with params', () => {
    expect(encodeRule('min_length', { min: 3 })).toBe('min_length?min=3');
    expect(decodeRule('min_length?min=3')).toEqual({ rule: 'min_length', params: { min: '3' } });
    expect(decodeRule('required')).toEqual({ rule: 'required', params: {} });
    expect(decodeRule('Ein ganzer Satz.')).toBeNull();
  });

  it('marks required fields with an asterisk after the label and aria-required', () => {
    render(<TestForm onSubmit={vi.fn()} />);
    const label = screen.getByText('Vorname').closest('label')!;
    expect(label.textContent).toBe('Vorname*');
    expect(label.lastElementChild?.textContent).toBe('*');
    expect(label.lastElementChild?.getAttribute('aria-hidden')).toBe('true');
    const input = screen.getByLabelText(/Vorname/);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText(/Notendurchschnitt/).getAttribute('aria-required')).toBeNull();
    expect(screen.getByText('Wie in deinem Ausweis').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('on a failed submit shows the general message, the first error per field and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    render(
      <TestForm
        defaults={{ ...VALID, firstName: '', email: 'kein-at', phone: '', salutation: null, accepted: false }}
        onSubmit={onSubmit}
      />,
    );
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain(
      'Bitte fülle alle erforderlichen Felder korrekt aus!',
    );
    const firstName = screen.getByLabelText(/Vorname/);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    expect(screen.getByText('Eingabe erforderlich', { selector: `#${firstName.id}-error` })).toBeTruthy();
    expect(screen.getByText('Das ist keine gültige E-Mail-Adresse.')).toBeTruthy();
    // an empty phone is "required", not "invalid phone"; an empty select is "required", not "invalid option"
    expect(screen.getAllByText('Eingabe erforderlich')).toHaveLength(3);
    expect(screen.getByText('Muss bestätigt werden.')).toBeTruthy();
    // the error replaces the visible hint (screen readers still get it)
    expect(screen.getByText('Wie in deinem Ausweis').className).toContain('sr-only');

    fireEvent.change(firstName, { target: { value: 'Mia' } });
    fireEvent.blur(firstName);
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBeNull());
  });

  it('translates the first error with the label and the rule params', async () => {
    const LabelSchema = z.object({
      grade: z.number().refine((v) => v <= 6, { error: 'field_between', params: { min: 1, max: 6 } }),
      text: z.string().min(15),
    });
    function LabelForm() {
      const form = useContractForm<{ grade: number | null; text: string }, z.infer<typeof LabelSchema>>({
        schema: LabelSchema,
        defaultValues: { grade: 7, text: 'kurz' },
        onSubmit: vi.fn(),
      });
      return (
        <Form form={form}>
          <NumberField name="grade" label="Notendurchschnitt" />
          <TextareaField name="text" label="Motivation" />
          <SubmitButton>Speichern</SubmitButton>
        </Form>
      );
    }
    render(<LabelForm />);
    await submit();
    expect(screen.getByText('Notendurchschnitt muss zwischen 1 und 6 liegen.')).toBeTruthy();
    expect(screen.getByText('Mindestens 15 Zeichen erforderlich.')).toBeTruthy();
  });

  it('accepts the German decimal comma and reports text as not numeric', async () => {
    const onSubmit = vi.fn();
    render(<TestForm defaults={{ ...VALID, grade: null }} onSubmit={onSubmit} />);
    const grade = screen.getByLabelText(/Notendurchschnitt/);
    fireEvent.change(grade, { target: { value: '2,3' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      grade: 2.3,
      salutation: 'mrs',
      level: 4,
      licence: true,
    });

    fireEvent.change(grade, { target: { value: 'zwei' } });
    await submit();
    expect(screen.getByText('Der Wert muss eine Zahl sein.')).toBeTruthy();
    expect(parseDecimal('1.7')).toBe(1.7);
    expect(parseDecimal('')).toBeNull();
  });

  it('shows stored decimals with a comma in German', () => {
    render(<TestForm onSubmit={vi.fn()} />);
    expect((screen.getByLabelText(/Notendurchschnitt/) as HTMLInputElement).value).toBe('2,3');
  });

  it('keeps option types: select numbers and radio booleans', async () => {
    const onSubmit = vi.fn();
    render(<TestForm defaults={{ ...VALID, level: null, licence: null }} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Niveau/), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('Nein'));
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ level: 5, licence: false });
  });

  it('maps server field errors onto the fields and focuses the first one', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 400, 'Bad request', [
          { field: 'phone', rule: 'phone', message: 'x' },
          { field: 'firstName', rule: 'max_length', params: { max: 80 }, message: 'x' },
          { field: 'shippingPostalCode', rule: 'postal_code', params: { digits: 5 }, message: 'x' },
        ]),
      ),
    );
    render(<TestForm onSubmit={onSubmit} />);
    await submit();
    expect(screen.getByText('Bitte gib eine gültige Telefonnummer an.')).toBeTruthy();
    expect(screen.getByText('Maximal 80 Zeichen erlaubt.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Telefon/));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Bitte fülle alle erforderlichen Felder korrekt aus!');
    // a field the form does not show is listed with the form message
    expect(alert.textContent).toContain('Die Postleitzahl muss aus 5 Ziffern bestehen.');
  });

  it('on a save failure shows the message and keeps everything typed', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 500, 'boom'))
      .mockResolvedValueOnce(undefined);
    render(<TestForm onSubmit={onSubmit} />);
    const firstName = screen.getByLabelText(/Vorname/) as HTMLInputElement;
    fireEvent.change(firstName, { target: { value: 'Maria' } });
    fireEvent.change(screen.getByLabelText(/Motivation/), { target: { value: 'Ich will dual studieren.' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toContain(
      'Deine Daten konnten nicht übertragen werden, bitte versuche es erneut.',
    );
    expect(firstName.value).toBe('Maria');
    expect((screen.getByLabelText(/Motivation/) as HTMLTextAreaElement).value).toBe(
      'Ich will dual studieren.',
    );

    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({
      firstName: 'Maria',
      motivation: 'Ich will dual studieren.',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the pending state on the submit button while saving', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<TestForm onSubmit={onSubmit} />);
    await submit();
    const button = screen.getByRole('button', { name: 'Speichern' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => resolve());
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('counts the remaining characters of a textarea (default 1600, 4 rows)', () => {
    render(<TestForm onSubmit={vi.fn()} />);
    const textarea = screen.getByLabelText(/Motivation/) as HTMLTextAreaElement;
    expect(textarea.getAttribute('rows')).toBe('4');
    expect(screen.getByText('noch 1600 Zeichen')).toBeTruthy();
    fireEvent.change(textarea, { target: { value: 'Hallo' } });
    expect(screen.getByText('noch 1595 Zeichen')).toBeTruthy();
    fireEvent.change(textarea, { target: { value: 'x'.repeat(1602) } });
    expect(screen.getByText('2 Zeichen zu viel')).toBeTruthy();
  });

  it('validates with contract schemas: the DACH postal-code rule of UpdateAccountBody', async () => {
    function AddressForm({ onSubmit }: { onSubmit: () => void }) {
      const form = useContractForm({
        schema: UpdateAccountBody,
        defaultValues: { shippingCountry: 'DE', shippingPostalCode: '123' },
        onSubmit,
      });
      return (
        <Form form={form}>
          <TextField name="shippingPostalCode" label="PLZ" />
          <SubmitButton>Speichern</SubmitButton>
        </Form>
      );
    }
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Die Postleitzahl muss aus 5 Ziffern bestehen.')).toBeTruthy();
  });
});

describe('<StepScreen>', () => {
  it('shows the title, "Schritt 2 von 5", the progress and selectable sub-steps', () => {
    const onStepSelect = vi.fn();
    const onBack = vi.fn();
    render(
      <StepScreen
        title="Persönliche Daten und Unterlagen"
        color="sky"
        step={2}
        stepCount={5}
        steps={[
          { id: 'a', label: 'Kontakt', done: true },
          { id: 'b', label: 'Persönliches' },
          { id: 'c', label: 'Unterlagen' },
          { id: 'd', label: 'Weitere' },
          { id: 'e', label: 'Abschluss', disabled: true },
        ]}
        onStepSelect={onStepSelect}
        onBack={onBack}
        onNext={vi.fn()}
      >
        <p>Inhalt</p>
      </StepScreen>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Persönliche Daten und Unterlagen');
    expect(screen.getByText('Schritt 2 von 5')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%');
    fireEvent.click(screen.getByRole('button', { name: /Kontakt/ }));
    expect(onStepSelect).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: /Abschluss/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
  });
});
