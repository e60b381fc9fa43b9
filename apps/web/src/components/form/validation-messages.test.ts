/** The `validation` namespace covers every rule the API answers, with the API's own German and English texts. */
import { SUPPORTED_LOCALES, validationMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, string>>('../../i18n/locales/*/validation.json', {
  eager: true,
  import: 'default',
});

describe('validation messages', () => {
  it('translate every rule key of the contracts in all ten languages', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const messages = files[`../../i18n/locales/${locale}/validation.json`];
      expect(messages, locale).toBeDefined();
      for (const rule of Object.keys(validationMessages.de)) {
        expect(messages?.[rule], `${locale}: ${rule}`).toBeTruthy();
      }
    }
  });

  it('use the same German and English texts as the API', () => {
    for (const language of ['de', 'en'] as const) {
      const messages = files[`../../i18n/locales/${language}/validation.json`]!;
      for (const [rule, text] of Object.entries(validationMessages[language])) {
        expect(messages[rule], `${language}: ${rule}`).toBe(text);
      }
    }
  });

  it('have the generic messages of spec part 1 §5', () => {
    const de = files['../../i18n/locales/de/validation.json']!;
    const en = files['../../i18n/locales/en/validation.json']!;
    expect(en.required).toBe('Value is required');
    expect(en.email).toBe('Value is not a valid email address');
    expect(en.max_length).toBe('The maximum length allowed is {{max}}');
    expect(en.min_length).toBe('This field should be at least {{min}} characters long');
    expect(en.min_value).toBe('The minimum value allowed is {{min}}');
    expect(en.max_value).toBe('The maximum value allowed is {{max}}');
    expect(en.numeric).toBe('Value must be numeric');
    expect(en.between).toBe('The value must be between {{min}} and {{max}}');
    expect(en.file_required).toBeTruthy();
    expect(en.exact_length).toContain('{{length}}');
    expect(de.must_be_ticked).toBe('Muss bestätigt werden.');
    expect(de.text_max_length).toBe('Dein Text darf maximal {{max}} Zeichen lang sein');
    expect(de.language_level_required).toBe('Sprachlevel erforderlich');
    expect(de.attendance_required).toBe('Teilnahme muss bestätigt werden');
    expect(de.partner_required).toBe('Praxispartner muss gefunden sein');
    expect(de.partner_contact_required).toBe('Kontaktdaten und Anschrift müssen angegeben werden.');
  });
});
