/**
 * IBAN and BIC rules shared by the web form and the API (decision 112): the same `ibantools` checks on both
 * sides, so the browser refuses exactly what the server refuses. Input is normalised first (spaces and dashes
 * removed, upper case), stored in that electronic form and shown grouped in fours.
 */
import {
  electronicFormatIBAN,
  friendlyFormatIBAN,
  isValidBIC,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';

/** The electronic form of a typed IBAN: without spaces or dashes, upper case (`de89 3704…` → `DE893704…`). */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value.replace(/[-\s]/g, '')) ?? '';
}

/** `DE89370400440532013000` → `DE89 3704 0044 0532 0130 00` (masked values stay as they are). */
export function formatIban(value: string | null): string {
  if (!value) return '';
  if (value.includes('*')) return value;
  return friendlyFormatIBAN(value) ?? value;
}

/**
 * The validation rule an IBAN breaks, or null when it is valid: `iban_country` (no or unknown country code),
 * `iban_length` (wrong length for its country), `iban_format` (characters not allowed in its country's account
 * part) or `iban_checksum` (check digits wrong: a typo).
 */
export function ibanRule(
  value: string,
): 'iban_country' | 'iban_length' | 'iban_format' | 'iban_checksum' | null {
  const iban = normalizeIban(value);
  const result = validateIBAN(iban, { allowQRIBAN: true });
  if (result.valid) return null;
  const codes = result.errorCodes;
  if (
    codes.includes(ValidationErrorsIBAN.NoIBANProvided) ||
    codes.includes(ValidationErrorsIBAN.NoIBANCountry)
  )
    return 'iban_country';
  if (codes.includes(ValidationErrorsIBAN.WrongBBANLength)) return 'iban_length';
  if (codes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return 'iban_format';
  return 'iban_checksum';
}

export function isValidIbanValue(value: string): boolean {
  return ibanRule(value) === null;
}

/** Whether the IBAN is a German one (`DE…`); only those can be looked up in the bank-code list. */
export function isGermanIban(value: string): boolean {
  return normalizeIban(value).startsWith('DE');
}

/** A BIC as typed → upper case without spaces. */
export function normalizeBic(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export function isValidBicValue(value: string): boolean {
  return isValidBIC(normalizeBic(value));
}
