/** Validation messages in the two languages the API answers in (the web app has all ten). */
import de from './validation.de.json';
import en from './validation.en.json';

export const validationMessages = { de, en } as const;
export type ValidationRule = keyof typeof de;
export type MessageLanguage = keyof typeof validationMessages;

export function validationMessage(
  rule: string,
  params: Record<string, string | number> = {},
  language: MessageLanguage = 'de',
): string {
  const catalogue: Record<string, string> = validationMessages[language];
  const template = catalogue[rule] ?? catalogue.invalid ?? rule;
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}
