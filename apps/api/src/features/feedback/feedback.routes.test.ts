/**
 * The feedback modal's calls through real HTTP (decisions 235–239): validation per rating, anonymity (the stored
 * row holds no reference to the sender, and the same call sets the sender's `feedbackGiven`), who may send,
 * the per-person limit, and the staff view's counts and comments on data each test creates.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ErrorCode, FEEDBACK_LIMITS } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companyUsers, feedback } from '../../db/schema/index';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

const unique = (label: string) => `${label} ${randomUUID()}`;
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });

const storedByComment = (comment: string) =>
  t.app.db.select().from(feedback).where(eq(feedback.feedback, comment));

const valid = (comment: string) => ({
  selected: 'negative',
  reasons: 'confusing, data-upload-problems',
  feedback: comment,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
  screenWidth: 1280,
  screenHeight: 800,
});

describe('POST /v1/feedback (applicants)', () => {
  it('stores the rating without any reference to the sender and sets feedbackGiven in the same call', async () => {
    const applicant = await people.applicant();
    await t.app.db
      .update(accounts)
      .set({ metadata: { hideHomeIntroCarousel: true } })
      .where(eq(accounts.id, applicant.accountId));
    const comment = unique('Der Upload war schwierig');
    const response = await applicant.client.json('POST', '/v1/feedback', valid(comment));
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({ feedbackGiven: true });

    const [row, ...more] = await storedByComment(comment);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      audience: 'applicant',
      selected: 'negative',
      reasons: ['confusing', 'data-upload-problems'],
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
      screenWidth: 1280,
      screenHeight: 800,
    });
    // Anonymity: the row's columns are exactly these; none names a person, a session or an address.
    expect(Object.keys(row!).sort()).toEqual(
      [
        'audience',
        'createdAt',
        'feedback',
        'id',
        'reasons',
        'screenHeight',
        'screenWidth',
        'selected',
        'userAgent',
      ].sort(),
    );
    expect(JSON.stringify(row)).not.toContain(applicant.accountId);
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');

    const [account] = await t.app.db
      .select({ metadata: accounts.metadata })
      .from(accounts)
      .where(eq(accounts.id, applicant.accountId));
    // The flag joins the existing metadata; nothing else changes.
    expect(account!.metadata).toEqual({ hideHomeIntroCarousel: true, feedbackGiven: true });
  });

  it('accepts a neutral rating without reasons and comment, and a positive one with its reasons', async () => {
    const applicant = await people.applicant();
    const neutral = await applicant.client.json('POST', '/v1/feedback', { selected: 'neutral' });
    expect(neutral.status, neutral.text).toBe(201);
    const comment = unique('Super');
    const positive = await applicant.client.json('POST', '/v1/feedback', {
      selected: 'positive',
      reasons: 'clear-navigation, clear-next-steps, help-ok, usage-ok, other',
      feedback: comment,
    });
    expect(positive.status, positive.text).toBe(201);
    const [row] = await storedByComment(comment);
    expect(row!.reasons).toEqual(['clear-navigation', 'clear-next-steps', 'help-ok', 'usage-ok', 'other']);
  });

  const refused: [string, Record<string, unknown>, string, string][] = [
    ['no rating', { reasons: '' }, 'selected', 'invalid_option'],
    ['an unknown rating', { selected: 'great' }, 'selected', 'invalid_option'],
    [
      'a reason of the other rating',
      { selected: 'negative', reasons: 'help-ok' },
      'reasons',
      'invalid_option',
    ],
    [
      'a reason with the neutral rating',
      { selected: 'neutral', reasons: 'other' },
      'reasons',
      'invalid_option',
    ],
    ['an unknown reason', { selected: 'positive', reasons: 'cheap' }, 'reasons', 'invalid_option'],
    ['a reason twice', { selected: 'positive', reasons: 'other, other' }, 'reasons', 'invalid_option'],
    [
      'a comment over 2000 characters',
      { selected: 'positive', feedback: 'x'.repeat(FEEDBACK_LIMITS.textMax + 1) },
      'feedback',
      'max_length',
    ],
    ['a control character', { selected: 'positive', feedback: 'a\u0000b' }, 'feedback', 'invalid_characters'],
    [
      'a screen width that is no integer',
      { selected: 'positive', screenWidth: 12.5 },
      'screenWidth',
      'invalid_type',
    ],
    ['a negative screen height', { selected: 'positive', screenHeight: -1 }, 'screenHeight', 'min_value'],
    ['an absurd screen width', { selected: 'positive', screenWidth: 1e9 }, 'screenWidth', 'max_value'],
    ['an unknown field', { selected: 'positive', accountId: randomUUID() }, 'accountId', 'unknown_field'],
  ];
  for (const [name, body, field, rule] of refused) {
    it(`refuses ${name} with 400 and a translated field error, storing nothing`, async () => {
      const applicant = await people.applicant();
      const marker = unique('refused');
      const response = await applicant.client.json(
        'POST',
        '/v1/feedback',
        { feedback: marker, ...body },
        { language: 'de' },
      );
      expect(response.status, response.text).toBe(400);
      expect(response.body.code).toBe(ErrorCode.BAD_REQUEST);
      const error = (response.body.errors as { field: string; rule: string; message: string }[]).find(
        (e) => e.field === field,
      );
      expect(error, response.text).toMatchObject({ rule });
      expect(error!.message.length).toBeGreaterThan(3);
      expect(await storedByComment(marker)).toHaveLength(0);
      const [account] = await t.app.db
        .select({ metadata: accounts.metadata })
        .from(accounts)
        .where(eq(accounts.id, applicant.accountId));
      expect(account!.metadata).toEqual({});
    });
  }

  it('is for signed-in applicants only: anonymous 401, advisors, staff and company users 403', async () => {
    const body = { selected: 'neutral' };
    const anonymous = await t.client().json('POST', '/v1/feedback', body);
    expect(anonymous.status).toBe(401);
    const advisor = await people.advisor();
    const staff = await people.staff();
    const owner = await people.companyOwner();
    for (const client of [advisor.client, staff.client, owner.client]) {
      const response = await client.json('POST', '/v1/feedback', body);
      expect(response.status, response.text).toBe(403);
    }
  });

  it(`accepts ${FEEDBACK_LIMITS.perHour} ratings per person and hour, then answers 429 with code 2920`, async () => {
    const applicant = await people.applicant();
    const other = await people.applicant();
    for (let i = 0; i < FEEDBACK_LIMITS.perHour; i += 1) {
      const response = await applicant.client.json('POST', '/v1/feedback', { selected: 'neutral' });
      expect(response.status, response.text).toBe(201);
    }
    const marker = unique('one too many');
    const refused = await applicant.client.json('POST', '/v1/feedback', {
      selected: 'neutral',
      feedback: marker,
    });
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body.code).toBe(ErrorCode.FEEDBACK_TOO_MANY);
    expect(await storedByComment(marker)).toHaveLength(0);
    // The limit is per person: someone else still may.
    const fine = await other.client.json('POST', '/v1/feedback', { selected: 'neutral' });
    expect(fine.status, fine.text).toBe(201);
  });
});

describe('POST /b2b/v1/feedback (company users)', () => {
  it('stores the rating anonymously with audience company and sets feedbackGiven on the company user', async () => {
    const owner = await people.companyOwner();
    const comment = unique('Sehr übersichtlich');
    const response = await owner.client.json('POST', '/b2b/v1/feedback', {
      selected: 'positive',
      reasons: 'usage-ok',
      feedback: comment,
      screenWidth: 390,
      screenHeight: 844,
    });
    expect(response.status, response.text).toBe(201);
    const [row] = await storedByComment(comment);
    expect(row).toMatchObject({ audience: 'company', selected: 'positive', reasons: ['usage-ok'] });
    expect(JSON.stringify(row)).not.toContain(owner.companyUserId);
    const [user] = await t.app.db
      .select({ metadata: companyUsers.metadata })
      .from(companyUsers)
      .where(eq(companyUsers.id, owner.companyUserId));
    expect(user!.metadata).toMatchObject({ feedbackGiven: true });
  });

  it('refuses applicants (403) and anonymous callers (401), and validates like the applicant call', async () => {
    const applicant = await people.applicant();
    expect((await applicant.client.json('POST', '/b2b/v1/feedback', { selected: 'neutral' })).status).toBe(
      403,
    );
    expect((await t.client().json('POST', '/b2b/v1/feedback', { selected: 'neutral' })).status).toBe(401);
    const owner = await people.companyOwner();
    const wrong = await owner.client.json('POST', '/b2b/v1/feedback', {
      selected: 'neutral',
      reasons: 'help-ok',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toContainEqual(
      expect.objectContaining({ field: 'reasons', rule: 'invalid_option' }),
    );
  });
});

describe('the staff view (GET /v1/staff/feedback/…)', () => {
  /** Rows in a period of their own (long ago), so the counts are exactly this test's. */
  async function insertPast(rows: Array<Partial<typeof feedback.$inferInsert> & { createdAt: Date }>) {
    const inserted = await t.app.db
      .insert(feedback)
      .values(rows.map((row) => ({ audience: 'applicant' as const, selected: 'neutral' as const, ...row })))
      .returning({ id: feedback.id });
    return inserted.map((row) => row.id);
  }

  it('counts per rating and reason per Berlin week, with empty weeks and the audience filter', async () => {
    const staff = await people.staff();
    const ids = await insertPast([
      // Monday 2001-01-01 00:30 in Berlin is Sunday 23:30 UTC: it belongs to the week of 1 January.
      { createdAt: new Date('2000-12-31T23:30:00Z'), selected: 'negative', reasons: ['confusing', 'other'] },
      {
        createdAt: new Date('2001-01-03T10:00:00Z'),
        selected: 'negative',
        reasons: ['confusing'],
        feedback: 'a',
      },
      {
        createdAt: new Date('2001-01-04T10:00:00Z'),
        selected: 'positive',
        reasons: ['help-ok'],
        audience: 'company',
      },
      // The week of 15 January; the week of 8 January stays empty.
      { createdAt: new Date('2001-01-16T10:00:00Z'), selected: 'neutral', feedback: 'b' },
      // Outside the period (the day after `to`, in Berlin).
      { createdAt: new Date('2001-01-20T23:30:00Z'), selected: 'positive' },
    ]);
    try {
      const response = await staff.client.json(
        'GET',
        '/v1/staff/feedback/summary?from=2001-01-01&to=2001-01-20',
      );
      expect(response.status, response.text).toBe(200);
      const summary = response.body;
      expect(summary.total).toBe(4);
      expect(summary.comments).toBe(2);
      expect(summary.ratings).toEqual({ negative: 2, neutral: 1, positive: 1 });
      const reason = (list: any[], rating: string, id: string) =>
        list.find((r) => r.rating === rating && r.reason === id)?.count;
      expect(reason(summary.reasons, 'negative', 'confusing')).toBe(2);
      expect(reason(summary.reasons, 'negative', 'other')).toBe(1);
      expect(reason(summary.reasons, 'negative', 'unclear-nav')).toBe(0);
      expect(reason(summary.reasons, 'positive', 'help-ok')).toBe(1);
      expect(summary.weeks.map((w: any) => w.weekStart)).toEqual(['2001-01-01', '2001-01-08', '2001-01-15']);
      expect(summary.weeks.map((w: any) => w.ratings)).toEqual([
        { negative: 2, neutral: 0, positive: 1 },
        { negative: 0, neutral: 0, positive: 0 },
        { negative: 0, neutral: 1, positive: 0 },
      ]);
      expect(reason(summary.weeks[0].reasons, 'negative', 'confusing')).toBe(2);

      const companies = await staff.client.json(
        'GET',
        '/v1/staff/feedback/summary?from=2001-01-01&to=2001-01-20&audience=company',
      );
      expect(companies.body.ratings).toEqual({ negative: 0, neutral: 0, positive: 1 });
    } finally {
      await t.app.db.delete(feedback).where(inArray(feedback.id, ids));
    }
  });

  it('lists the comments newest first, paged and filtered, with nothing that names a person', async () => {
    const staff = await people.staff();
    const comments = Array.from({ length: 12 }, (_, i) => ({
      createdAt: new Date(Date.UTC(2002, 2, 1 + i, 12)),
      selected: i % 2 ? ('positive' as const) : ('negative' as const),
      feedback: `Kommentar ${i}`,
    }));
    // A rating without comment is no comment.
    const ids = await insertPast([...comments, { createdAt: new Date(Date.UTC(2002, 2, 5, 12)) }]);
    try {
      const first = await staff.client.json(
        'GET',
        '/v1/staff/feedback/comments?from=2002-03-01&to=2002-03-31&perPage=5',
      );
      expect(first.status, first.text).toBe(200);
      expect(first.body).toMatchObject({ page: 1, perPage: 5, total: 12, pages: 3 });
      expect(first.body.items.map((c: any) => c.feedback)).toEqual([
        'Kommentar 11',
        'Kommentar 10',
        'Kommentar 9',
        'Kommentar 8',
        'Kommentar 7',
      ]);
      expect(Object.keys(first.body.items[0]).sort()).toEqual(
        ['audience', 'createdAt', 'feedback', 'id', 'reasons', 'selected'].sort(),
      );
      const third = await staff.client.json(
        'GET',
        '/v1/staff/feedback/comments?from=2002-03-01&to=2002-03-31&perPage=5&page=3',
      );
      expect(third.body.items.map((c: any) => c.feedback)).toEqual(['Kommentar 1', 'Kommentar 0']);
      const negative = await staff.client.json(
        'GET',
        '/v1/staff/feedback/comments?from=2002-03-01&to=2002-03-31&rating=negative',
      );
      expect(negative.body.total).toBe(6);
    } finally {
      await t.app.db.delete(feedback).where(inArray(feedback.id, ids));
    }
  });

  it("counts what was just sent in today's figures", async () => {
    const staff = await people.staff();
    const applicant = await people.applicant();
    const period = `from=${today()}&to=${today()}`;
    const before = (await staff.client.json('GET', `/v1/staff/feedback/summary?${period}`)).body;
    const comment = unique('Neu heute');
    await applicant.client.json('POST', '/v1/feedback', {
      selected: 'positive',
      reasons: 'other',
      feedback: comment,
    });
    const after = (await staff.client.json('GET', `/v1/staff/feedback/summary?${period}`)).body;
    expect(after.ratings.positive - before.ratings.positive).toBe(1);
    expect(after.total - before.total).toBe(1);
    const comments = await staff.client.json('GET', `/v1/staff/feedback/comments?${period}&rating=positive`);
    expect(comments.body.items.map((c: any) => c.feedback)).toContain(comment);
  });

  it('refuses a period that ends before it starts or spans more than a year', async () => {
    const staff = await people.staff();
    const backwards = await staff.client.json(
      'GET',
      '/v1/staff/feedback/summary?from=2026-02-01&to=2026-01-01',
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toContainEqual(
      expect.objectContaining({ field: 'to', rule: 'end_before_start' }),
    );
    const long = await staff.client.json('GET', '/v1/staff/feedback/comments?from=2024-01-01&to=2026-01-01');
    expect(long.status).toBe(400);
    const bad = await staff.client.json('GET', '/v1/staff/feedback/summary?from=gestern&to=2026-01-01');
    expect(bad.status).toBe(400);
  });

  it('is for staff only: anonymous 401; applicants, advisors and company users 403', async () => {
    const urls = [
      '/v1/staff/feedback/summary?from=2026-01-01&to=2026-01-31',
      '/v1/staff/feedback/comments?from=2026-01-01&to=2026-01-31',
    ];
    const callers = await people.nonStaffCallers();
    for (const url of urls) {
      expect((await t.client().json('GET', url)).status).toBe(401);
      for (const [who, client] of callers) {
        const response = await client.json('GET', url);
        expect(response.status, `${who} ${url}: ${response.text}`).toBe(403);
      }
    }
  });
});
