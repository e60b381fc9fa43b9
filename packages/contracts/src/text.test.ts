import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { optionalText, phoneNumber } from './common';
import { CreateApplicationBody } from './application-service/create-application';
import { UpdateAccountBody } from './account/update-account';
import { ListAdvisorApplicantsQuery } from './advisor/list-advisor-applicants';
import { SendAdvisorMessageBody } from './advisor-messages/advisor-message';
import { fileNameText, hasInvalidCharacters, INVALID_CHARACTERS_RULE, text } from './text';
import { fieldOfIssue, ruleOfIssue } from './validation';

/** The field errors `schema` gives `value` (as the API turns them into `{ field, rule }`). */
function rulesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${fieldOfIssue(issue)}:${ruleOfIssue(issue).rule}`);
}

describe('text(): the one rule for strings the API accepts (decision 060)', () => {
  const name = text({ min: 1, max: 80 });
  const message = text({ max: 3000, multiline: true });

  it('refuses NUL, other control characters, DEL and C1 controls', () => {
    for (const value of [
      'Le\u0000na',
      '\u0001',
      'a\u0007b',
      'tab\there',
      'line\nbreak',
      'cr\rx',
      'del\u007f',
      'c1\u0085',
      '\u009f',
    ]) {
      expect(rulesOf(name, value), JSON.stringify(value)).toEqual([`_:${INVALID_CHARACTERS_RULE}`]);
    }
  });

  it('refuses lone surrogates (high or low, anywhere), accepts surrogate pairs', () => {
    for (const value of ['\ud800', 'M\udc00ller', 'ende\ud83d', '\ude00anfang', '\udc00\ud800']) {
      expect(rulesOf(name, value), JSON.stringify(value)).toEqual([`_:${INVALID_CHARACTERS_RULE}`]);
    }
    expect(rulesOf(name, 'Müller 😀 👩‍👩‍👧')).toEqual([]);
  });

  it('accepts ordinary text in every script, trimmed', () => {
    for (const value of [
      'Lena',
      'Ødegård-Łukasiewicz',
      'محمد',
      'مریم',
      'Иван',
      'İpek Şahin',
      '李',
      "O'Brien / Jr.",
    ]) {
      expect(name.parse(`  ${value} `)).toBe(value);
    }
  });

  it('multi-line text keeps tab, line feed and carriage return, but refuses the other controls', () => {
    expect(message.parse('Hallo,\r\n\n\tich habe eine Frage.')).toBe('Hallo,\r\n\n\tich habe eine Frage.');
    expect(rulesOf(message, 'Hallo\u0000')).toEqual([`_:${INVALID_CHARACTERS_RULE}`]);
    expect(rulesOf(message, 'Hal\u000blo')).toEqual([`_:${INVALID_CHARACTERS_RULE}`]);
    expect(rulesOf(message, '\ud800')).toEqual([`_:${INVALID_CHARACTERS_RULE}`]);
  });

  it('keeps the length rules: required, max, exact length', () => {
    expect(rulesOf(name, '   ')).toEqual(['_:required']);
    expect(rulesOf(name, 'x'.repeat(81))).toEqual(['_:max_length']);
    expect(rulesOf(text({ length: 2, max: 2 }), 'DEU')).toContain('_:max_length');
    expect(text({ max: 10, trim: false }).parse(' a ')).toBe(' a ');
  });

  it('hasInvalidCharacters answers the same question', () => {
    expect(hasInvalidCharacters('ok')).toBe(false);
    expect(hasInvalidCharacters('a\nb')).toBe(true);
    expect(hasInvalidCharacters('a\nb', { multiline: true })).toBe(false);
    expect(hasInvalidCharacters('\ud800', { multiline: true })).toBe(true);
  });

  it('optionalText and phoneNumber build on it', () => {
    expect(rulesOf(optionalText(80), 'a\u0000')).toEqual([`_:${INVALID_CHARACTERS_RULE}`]);
    expect(optionalText(80).parse('  ')).toBeNull();
    expect(rulesOf(phoneNumber(), '+49\u0000170')).toContain(`_:${INVALID_CHARACTERS_RULE}`);
  });

  it('fileNameText removes control characters of a picked file name but refuses lone surrogates', () => {
    const fileName = fileNameText({ min: 1, max: 255 });
    expect(fileName.parse(' Lebens\u0007lauf\u0000.pdf ')).toBe('Lebenslauf.pdf');
    expect(rulesOf(fileName, 'cv\ud800.pdf')).toEqual([`_:${INVALID_CHARACTERS_RULE}`]);
    expect(rulesOf(fileName, 'x'.repeat(256))).toEqual(['_:max_length']);
  });

  it('is used by the contracts: names, addresses, messages, search', () => {
    expect(rulesOf(UpdateAccountBody, { firstName: 'A\u0000', shippingStreet: '\ud800' })).toEqual([
      `firstName:${INVALID_CHARACTERS_RULE}`,
      `shippingStreet:${INVALID_CHARACTERS_RULE}`,
    ]);
    expect(rulesOf(UpdateAccountBody, { shippingCountry: 'D\u0000' })).toEqual([
      `shippingCountry:${INVALID_CHARACTERS_RULE}`,
    ]);
    expect(rulesOf(SendAdvisorMessageBody, { text: 'Hallo\u0000' })).toEqual([
      `text:${INVALID_CHARACTERS_RULE}`,
    ]);
    expect(rulesOf(ListAdvisorApplicantsQuery, { search: '\u0000' })).toEqual([
      `search:${INVALID_CHARACTERS_RULE}`,
    ]);
    const application = CreateApplicationBody.safeParse({ firstName: '\u0000' });
    expect(application.success).toBe(false);
    expect(application.error!.issues.map(fieldOfIssue)).toContain('firstName');
  });
});
