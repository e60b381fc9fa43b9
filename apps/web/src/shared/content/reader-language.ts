import { ContentLanguage, CONTENT_SOURCE_LANGUAGE } from '@portal/contracts';

/** The UI language as a content language (`en-GB` → `en`); anything unknown reads German (decision 186). */
export function readerLanguage(language: string | undefined): ContentLanguage {
  const parsed = ContentLanguage.safeParse((language ?? '').slice(0, 2).toLowerCase());
  return parsed.success ? parsed.data : CONTENT_SOURCE_LANGUAGE;
}
