/**
 * Editorial content (issue 12, decisions 185–188) through real HTTP: who reads what (applicant vs company vs
 * other area vs draft), the paging defaults of spec part 2 §7.3, the FAQ search, the translation fallback, and
 * the staff editor's calls with every refusal. Each test creates the entries it asserts on.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../testing/http-client';
import { testPeople, type TestPerson } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
let staff: TestPerson;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
// A staff member per test: `cleanup()` removes the people a test created.
beforeEach(async () => {
  staff = await people.staff({ firstName: 'Sabine', lastName: 'Redaktion' });
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

type Entry = { id: string; title: string; status: string };

async function create(body: Record<string, unknown>, client: HttpClient = staff.client): Promise<Entry> {
  const created = await client.json('POST', '/v1/staff/content', {
    unit: 'both',
    language: 'de',
    ...body,
  });
  expect(created.status, created.text).toBe(201);
  return created.body as Entry;
}

async function publish(entry: Entry): Promise<Entry> {
  const published = await staff.client.json('POST', `/v1/staff/content/${entry.id}/publish`);
  expect(published.status, published.text).toBe(200);
  return published.body as Entry;
}

const news = (audience: string, extra: Record<string, unknown> = {}) => ({
  kind: 'news',
  audience,
  title: unique(`News ${audience}`),
  teaser: 'Ein kurzer Anriss der Neuigkeit.',
  body: 'Der **Text** der Neuigkeit.',
  ...extra,
});

const faqEntry = (extra: Record<string, unknown> = {}) => ({
  kind: 'faq',
  audience: 'applicant',
  category: 'data_and_documents',
  title: unique('Wie reiche ich Zeugnisse nach?'),
  body: 'Lade das Zeugnis in Schritt 1 hoch. Den Führerschein brauchst du nicht.',
  ...extra,
});

const titles = (body: unknown) =>
  ((body as { items?: Array<{ title: string }> }).items ?? (body as Array<{ title: string }>)).map(
    (item) => item.title,
  );

describe('reading news', () => {
  it('shows applicants and companies only what is meant for them', async () => {
    const forDs = await publish(await create(news('applicant', { unit: 'ds' })));
    const forFs = await publish(await create(news('applicant', { unit: 'fs' })));
    const forCompanies = await publish(await create(news('company')));
    const forBoth = await publish(await create(news('both')));
    const draft = await create(news('applicant'));

    const ds = await people.applicant({ unit: { unit: 'ds' } });
    const fs = await people.applicant({ unit: { unit: 'fs' } });
    const owner = await people.companyOwner();

    const dsList = await ds.client.get('/v1/news?perPage=50&unit=ds');
    expect(dsList.status, dsList.text).toBe(200);
    expect(titles(dsList.body)).toEqual(expect.arrayContaining([forDs.title, forBoth.title]));
    for (const hidden of [forFs, forCompanies, draft])
      expect(titles(dsList.body)).not.toContain(hidden.title);

    const fsList = await fs.client.get('/v1/news?perPage=50');
    expect(titles(fsList.body)).toEqual(expect.arrayContaining([forFs.title, forBoth.title]));
    for (const hidden of [forDs, forCompanies, draft])
      expect(titles(fsList.body)).not.toContain(hidden.title);

    const companyList = await owner.client.get('/b2b/v1/news?perPage=50');
    expect(companyList.status, companyList.text).toBe(200);
    expect(titles(companyList.body)).toEqual(expect.arrayContaining([forCompanies.title, forBoth.title]));
    for (const hidden of [forDs, forFs, draft]) expect(titles(companyList.body)).not.toContain(hidden.title);

    // Details: the same rule, anything else is unknown.
    expect((await ds.client.get(`/v1/news/${forDs.id}`)).status).toBe(200);
    for (const hidden of [forFs, forCompanies, draft])
      expect((await ds.client.get(`/v1/news/${hidden.id}`)).status).toBe(404);
    expect((await ds.client.get(`/v1/news/${randomUUID()}`)).status).toBe(404);
    expect((await owner.client.get(`/b2b/v1/news/${forCompanies.id}`)).body).toMatchObject({
      title: forCompanies.title,
      teaser: 'Ein kurzer Anriss der Neuigkeit.',
      body: 'Der **Text** der Neuigkeit.',
    });
    for (const hidden of [forDs, draft])
      expect((await owner.client.get(`/b2b/v1/news/${hidden.id}`)).status).toBe(404);

    // Unpublished again: gone for readers.
    await staff.client.json('POST', `/v1/staff/content/${forCompanies.id}/unpublish`);
    expect((await owner.client.get(`/b2b/v1/news/${forCompanies.id}`)).status).toBe(404);
  });

  it('refuses an area the applicant has no unit in, and company users without a company', async () => {
    const ds = await people.applicant({ unit: { unit: 'ds' } });
    for (const url of ['/v1/news?unit=fs', '/v1/tips?unit=fs', '/v1/faq?unit=fs']) {
      const refused = await ds.client.get(url);
      expect(refused.status, url).toBe(403);
      expect(refused.body).toMatchObject({ code: ErrorCode.CONTENT_UNIT_NOT_HELD });
    }
    const owner = await people.companyOwner();
    const pending = await people.companyEmployee(owner.companyId, { pending: true });
    expect((await pending.client.get('/b2b/v1/news')).status).toBe(403);
    expect((await t.client().get('/v1/news')).status).toBe(401);
    expect((await t.client().get('/b2b/v1/news')).status).toBe(401);
    // Company users are not applicants and vice versa.
    expect((await owner.client.get('/v1/news')).status).toBe(403);
    expect((await ds.client.get('/b2b/v1/news')).status).toBe(403);
  });

  it('pages newest first with the defaults page 1 and 3 per page', async () => {
    const created: Entry[] = [];
    for (let i = 0; i < 4; i += 1) created.push(await publish(await create(news('both'))));
    const ds = await people.applicant({ unit: { unit: 'ds' } });

    const first = await ds.client.get('/v1/news');
    expect(first.status, first.text).toBe(200);
    const body = first.body as {
      items: Entry[];
      page: number;
      perPage: number;
      total: number;
      pages: number;
    };
    expect(body).toMatchObject({ page: 1, perPage: 3 });
    expect(body.items).toHaveLength(3);
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.pages).toBe(Math.ceil(body.total / 3));
    // The newest first: the last one published leads.
    expect(body.items.map((item) => item.title)).toEqual(
      created
        .slice(1)
        .reverse()
        .map((entry) => entry.title),
    );
    const second = await ds.client.get('/v1/news?page=2');
    expect(titles(second.body)[0]).toBe(created[0]!.title);

    for (const bad of ['page=0', 'perPage=0', 'perPage=51', 'page=x', 'lang=xx', 'unit=ab'])
      expect((await ds.client.get(`/v1/news?${bad}`)).status, bad).toBe(400);
  });
});

describe('FAQ and tips', () => {
  it('searches questions and answers, case- and umlaut-insensitively, within a category', async () => {
    const entry = await publish(await create(faqEntry()));
    const other = await publish(
      await create(faqEntry({ category: 'dual_study', title: unique('Was kostet es?'), body: 'Nichts.' })),
    );
    const draft = await create(faqEntry());
    const ds = await people.applicant({ unit: { unit: 'ds' } });

    const questions = async (query: string) => {
      const answer = await ds.client.get(`/v1/faq?${query}`);
      expect(answer.status, answer.text).toBe(200);
      return (answer.body as Array<{ question: string }>).map((item) => item.question);
    };
    for (const q of ['zeugnis', 'ZEUGNISSE', 'fuehrerschein', 'Führerschein', 'führerschein schritt'])
      expect(await questions(`q=${encodeURIComponent(q)}`), q).toContain(entry.title);
    expect(await questions('q=zeugnis')).not.toContain(other.title);
    expect(await questions('q=zeugnis')).not.toContain(draft.title);
    expect(await questions('q=zeugnis%20quantenphysik')).not.toContain(entry.title);
    expect(await questions('q=zeugnis&category=dual_study')).not.toContain(entry.title);
    expect(await questions('category=dual_study')).toContain(other.title);

    const all = (await ds.client.get('/v1/faq')).body as Array<{ category: string; answer: string }>;
    // The four categories in the page's order.
    const order = ['dual_study', 'study_advice', 'data_and_documents', 'partner_search'];
    const positions = all.map((item) => order.indexOf(item.category));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect((await ds.client.get('/v1/faq?category=unknown')).status).toBe(400);
    expect((await ds.client.get(`/v1/faq?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('shows tips of the area in the reader language, with German as the fallback', async () => {
    const tip = await publish(
      await create({
        kind: 'tip',
        audience: 'applicant',
        unit: 'ds',
        title: unique('Tipp'),
        body: 'Deutsch.',
      }),
    );
    const translation = await create({
      kind: 'tip',
      audience: 'applicant',
      unit: 'fs',
      language: 'en',
      translationOf: tip.id,
      title: unique('Tip'),
      body: 'English.',
    });
    const fsOnly = await publish(
      await create({ kind: 'tip', audience: 'applicant', unit: 'fs', title: unique('Fern'), body: 'Fern.' }),
    );
    const ds = await people.applicant({ unit: { unit: 'ds' } });

    // The translation is a draft: English readers still get the German original.
    expect(titles((await ds.client.get('/v1/tips?lang=en')).body)).toContain(tip.title);
    await publish(translation);
    const english = titles((await ds.client.get('/v1/tips?lang=en&unit=ds')).body);
    expect(english).toContain(translation.title);
    expect(english).not.toContain(tip.title);
    const french = titles((await ds.client.get('/v1/tips?lang=fr')).body);
    expect(french).toContain(tip.title);
    expect(french).not.toContain(translation.title);
    expect(french).not.toContain(fsOnly.title);
    // The translation took the original's area (ds), not the one sent (fs).
    expect((await staff.client.get(`/v1/staff/content/${translation.id}`)).body).toMatchObject({
      unit: 'ds',
    });
  });
});

describe('staff editor', () => {
  it('creates, saves, publishes, unpublishes and deletes, keeping Markdown verbatim', async () => {
    const markdown =
      'Hallo <script>window.hacked = true</script>\n\n[Klick](javascript:alert(1)) <img src=x onerror="alert(1)">';
    const entry = await create({ ...news('applicant'), body: markdown });
    expect(entry).toMatchObject({
      status: 'draft',
      publishedAt: null,
      body: markdown,
      authorName: 'Sabine Redaktion',
      translations: [],
    });

    const saved = await staff.client.json('PUT', `/v1/staff/content/${entry.id}`, {
      ...news('both', { title: 'Neuer Titel der Meldung' }),
      unit: 'ds',
      language: 'de',
      body: markdown,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ title: 'Neuer Titel der Meldung', audience: 'both', status: 'draft' });

    const published = await publish(entry);
    expect(published).toMatchObject({ status: 'published' });
    const ds = await people.applicant({ unit: { unit: 'ds' } });
    const read = await ds.client.get(`/v1/news/${entry.id}`);
    expect(read.headers.get('content-type')).toContain('application/json');
    expect((read.body as { body: string }).body).toBe(markdown);

    const list = await staff.client.get(
      `/v1/staff/content?kind=news&status=published&q=${encodeURIComponent('Neuer Titel der')}`,
    );
    expect(list.status, list.text).toBe(200);
    expect(titles(list.body)).toContain('Neuer Titel der Meldung');
    const drafts = await staff.client.get(`/v1/staff/content?status=draft&q=Neuer%20Titel%20der`);
    expect(titles(drafts.body)).not.toContain('Neuer Titel der Meldung');

    const unpublished = await staff.client.json('POST', `/v1/staff/content/${entry.id}/unpublish`);
    expect(unpublished.body).toMatchObject({ status: 'draft' });
    // The first publication date stays for a later republication.
    expect((unpublished.body as { publishedAt: string | null }).publishedAt).toBe(
      (published as unknown as { publishedAt: string }).publishedAt,
    );

    expect((await staff.client.json('DELETE', `/v1/staff/content/${entry.id}`)).status).toBe(200);
    expect((await staff.client.get(`/v1/staff/content/${entry.id}`)).status).toBe(404);
    expect((await staff.client.json('DELETE', `/v1/staff/content/${entry.id}`)).status).toBe(404);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const title = unique('Ungültig');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...news('applicant'), title, teaser: null }, 'teaser'],
      [{ ...faqEntry(), title, category: null }, 'category'],
      [{ kind: 'tip', audience: 'company', title, body: 'Text' }, 'audience'],
      [{ ...news('applicant'), title: 'ab' }, 'title'],
      [{ ...news('applicant'), title, body: '' }, 'body'],
      [{ ...news('applicant'), title, body: 'x'.repeat(20_001) }, 'body'],
      [{ ...news('applicant'), title, language: 'xx' }, 'language'],
      [{ ...news('applicant'), title, audience: 'everyone' }, 'audience'],
      [{ ...news('applicant'), title, html: '<b>' }, 'html'],
    ];
    for (const [body, field] of cases) {
      const refused = await staff.client.json('POST', '/v1/staff/content', {
        unit: 'both',
        language: 'de',
        ...body,
      });
      expect(refused.status, field).toBe(400);
      expect(
        (refused.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field).join(','),
      ).toContain(field);
    }
    const list = await staff.client.get(`/v1/staff/content?q=${encodeURIComponent(title)}`);
    expect((list.body as { total: number }).total).toBe(0);

    const entry = await create(news('applicant'));
    const bad = await staff.client.json('PUT', `/v1/staff/content/${entry.id}`, {
      ...news('applicant'),
      teaser: '',
    });
    expect(bad.status).toBe(400);
    expect((await staff.client.get(`/v1/staff/content/${entry.id}`)).body).toMatchObject({
      title: entry.title,
    });
    const kindChange = await staff.client.json('PUT', `/v1/staff/content/${entry.id}`, {
      ...faqEntry(),
      unit: 'both',
      language: 'de',
    });
    expect(kindChange.status).toBe(422);
    expect(kindChange.body).toMatchObject({ code: ErrorCode.CONTENT_KIND_NOT_CHANGEABLE });
    expect((await staff.client.get(`/v1/staff/content/${entry.id}`)).body).toMatchObject({ kind: 'news' });
    expect((await staff.client.json('POST', `/v1/staff/content/${randomUUID()}/publish`)).status).toBe(404);
    expect((await staff.client.get('/v1/staff/content/not-a-uuid')).status).toBe(400);
  });

  it('links translations to their original, one per language, and deletes them with it', async () => {
    const original = await create(faqEntry());
    const translation = await create({ ...faqEntry(), language: 'en', translationOf: original.id });
    expect((await staff.client.get(`/v1/staff/content/${original.id}`)).body).toMatchObject({
      translations: [{ id: translation.id, language: 'en', status: 'draft' }],
    });

    const twice = await staff.client.json('POST', '/v1/staff/content', {
      ...faqEntry(),
      unit: 'both',
      language: 'en',
      translationOf: original.id,
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: ErrorCode.CONTENT_TRANSLATION_EXISTS });

    for (const body of [
      { ...faqEntry(), language: 'fr', translationOf: translation.id }, // a translation of a translation
      { ...faqEntry(), language: 'de', translationOf: original.id }, // the original's own language
      { ...news('applicant'), language: 'fr', translationOf: original.id }, // another kind
      { ...faqEntry(), language: 'fr', translationOf: randomUUID() }, // unknown
    ]) {
      const refused = await staff.client.json('POST', '/v1/staff/content', { unit: 'both', ...body });
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body).toMatchObject({ code: ErrorCode.CONTENT_TRANSLATION_INVALID });
    }

    await staff.client.json('DELETE', `/v1/staff/content/${original.id}`);
    expect((await staff.client.get(`/v1/staff/content/${translation.id}`)).status).toBe(404);
  });

  it('is closed to anonymous callers, applicants, advisors and company users', async () => {
    const entry = await create(news('applicant'));
    const applicant = await people.applicant({ unit: { unit: 'ds' } });
    const advisor = await people.advisor();
    const owner = await people.companyOwner();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/v1/staff/content'],
      ['POST', '/v1/staff/content', { ...news('applicant'), unit: 'both', language: 'de' }],
      ['GET', `/v1/staff/content/${entry.id}`],
      ['PUT', `/v1/staff/content/${entry.id}`, { ...news('applicant'), unit: 'both', language: 'de' }],
      ['POST', `/v1/staff/content/${entry.id}/publish`],
      ['POST', `/v1/staff/content/${entry.id}/unpublish`],
      ['DELETE', `/v1/staff/content/${entry.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.client().json(method, url, body)).status, `anonymous ${method} ${url}`).toBe(401);
      for (const client of [applicant.client, advisor.client, owner.client])
        expect((await client.json(method, url, body)).status, `${method} ${url}`).toBe(403);
    }
    // Nothing changed.
    expect((await staff.client.get(`/v1/staff/content/${entry.id}`)).body).toMatchObject({
      title: entry.title,
      status: 'draft',
    });
  });
});
