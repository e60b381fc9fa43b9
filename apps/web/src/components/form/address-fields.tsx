/**
 * The postal address of a form: street and number, postal code, city and country (`<prefix>Street`,
 * `<prefix>PostalCode`, `<prefix>City`, `<prefix>Country`; the account's shipping address by default).
 */
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../lib/countries';
import { SelectField } from './choice-fields';
import { TextField } from './text-fields';

export function AddressFields({
  prefix = 'shipping',
  countryHint = false,
}: {
  prefix?: string;
  /** Explain the postal-code lengths per country under the country. */
  countryHint?: boolean;
}) {
  const { t, i18n } = useTranslation('form');
  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <TextField
        name={`${prefix}Street`}
        label={t('address.street')}
        required
        autoComplete="street-address"
        className="sm:col-span-6"
      />
      <TextField
        name={`${prefix}PostalCode`}
        label={t('address.postalCode')}
        required
        autoComplete="postal-code"
        inputMode="numeric"
        className="sm:col-span-2"
      />
      <TextField
        name={`${prefix}City`}
        label={t('address.city')}
        required
        autoComplete="address-level2"
        className="sm:col-span-4"
      />
      <SelectField
        name={`${prefix}Country`}
        label={t('address.country')}
        required
        options={countryOptions(i18n.language)}
        hint={countryHint ? t('address.countryHint') : undefined}
        className="sm:col-span-6"
      />
    </div>
  );
}
