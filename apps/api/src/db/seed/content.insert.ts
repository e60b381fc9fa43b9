import * as s from '../schema/index';
import { FAQ, NEWS, TIPS, type SeedFaq, type SeedNews, type SeedTip } from './content.data';
import { daysFromNow, type Tx } from './seed-helpers';

type Row = typeof s.contentEntries.$inferInsert;

function rowsOf(
  kind: Row['kind'],
  entry: SeedFaq | SeedTip | SeedNews,
  authorAccountId: string | undefined,
): { original: Row; translations: Row[] } {
  const published = entry.publishedDaysAgo !== undefined;
  const publishedAt = published ? daysFromNow(-entry.publishedDaysAgo!, 7) : null;
  // Written when first published (drafts: yesterday), so the editor's list reads like a real history.
  const writtenAt = publishedAt ?? daysFromNow(-1, 15);
  const shared = {
    kind,
    status: published ? ('published' as const) : ('draft' as const),
    audience: 'audience' in entry ? entry.audience : ('applicant' as const),
    unit: entry.unit ?? 'both',
    category: 'category' in entry ? entry.category : null,
    sortOrder: entry.sortOrder ?? 0,
    publishedAt,
    createdAt: writtenAt,
    updatedAt: writtenAt,
    authorAccountId,
  };

  return {
    original: {
      ...shared,
      language: 'de',
      title: entry.title,
      teaser: 'teaser' in entry ? entry.teaser : null,
      body: entry.body,
    },
    translations: (entry.translations ?? []).map((translation) => ({
      ...shared,
      language: translation.language,
      title: translation.title,
      teaser: translation.teaser ?? null,
      body: translation.body,
    })),
  };
}

/** The demo FAQ, tips and news (with their English translations), written by the first staff member. */
export async function seedContent(tx: Tx, staff: Array<{ id: string }>) {
  const author = staff[0]?.id;
  const entries = [
    ...FAQ.map((entry) => rowsOf('faq', entry, author)),
    ...TIPS.map((entry) => rowsOf('tip', entry, author)),
    ...NEWS.map((entry) => rowsOf('news', entry, author)),
  ];
  const originals = await tx
    .insert(s.contentEntries)
    .values(entries.map((entry) => entry.original))
    .returning({ id: s.contentEntries.id });
  const translations = entries.flatMap((entry, i) =>
    entry.translations.map((row) => ({ ...row, translationOf: originals[i]!.id })),
  );
  if (translations.length > 0) await tx.insert(s.contentEntries).values(translations);
}
