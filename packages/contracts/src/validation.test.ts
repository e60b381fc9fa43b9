import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ruleOfIssue } from './validation';

const rulesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues.map(ruleOfIssue);

describe('ruleOfIssue', () => {
  const schema = z.object({ token: z.string(), flag: z.boolean().nullable() }).strict();

  it('tells a missing value from a value of the wrong type', () => {
    expect(rulesOf(schema, { flag: true })).toEqual([{ rule: 'required' }]);
    expect(rulesOf(schema, { token: 42, flag: true })).toEqual([{ rule: 'invalid_type' }]);
    expect(rulesOf(schema, { token: 'x', flag: 'yes' })).toEqual([{ rule: 'invalid_type' }]);
  });

  it('passes the parameters of a custom rule on', () => {
    const custom = z.string().superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'postal_code', params: { digits: 5 } });
    });
    expect(rulesOf(custom, 'x')).toEqual([{ rule: 'postal_code', params: { digits: 5 } }]);
    expect(
      rulesOf(
        z.string().refine(() => false, { error: 'phone' }),
        'x',
      ),
    ).toEqual([{ rule: 'phone' }]);
  });
});
