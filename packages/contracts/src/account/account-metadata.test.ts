import { describe, expect, it } from 'vitest';
import { USER_FLAG_KEYS } from '../constants';
import { fieldOfIssue, ruleOfIssue } from '../validation';
import {
  AccountMetadata,
  METADATA_KEYS,
  METADATA_MAX_CHARS,
  sanitizeMetadata,
  UNREAD_JOB_OPENINGS_MAX,
} from './account-metadata';
import { UpdateMetadataBody } from './update-metadata';

/** A valid (version 4) UUID per index. */
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

const rulesOf = (value: unknown) => {
  const result = UpdateMetadataBody.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${fieldOfIssue(i)}:${ruleOfIssue(i).rule}`);
};

describe('account metadata (decision 062)', () => {
  it('accepts every spec user flag and the key the web app writes, and nothing else', () => {
    expect(METADATA_KEYS).toEqual(expect.arrayContaining([...USER_FLAG_KEYS, 'hideHomeIntroCarousel']));
    expect(rulesOf({ onboardingDone: true, flows: { OnboardingFlow: 5, EmailVerificationFlow: 1 } })).toEqual(
      [],
    );
    expect(rulesOf({ hideHomeIntroCarousel: true, unreadJobOpenings: [uuid(1)] })).toEqual([]);
    expect(rulesOf({ somethingElse: 1 })).toEqual(['somethingElse:unknown_field']);
  });

  it('values are flat: booleans, step indexes within the flow, a short list of ids; null removes', () => {
    expect(rulesOf({ feedbackGiven: null, flows: null })).toEqual([]);
    expect(rulesOf({ feedbackGiven: [[[true]]] })).toEqual(['feedbackGiven:invalid_type']);
    expect(rulesOf({ flows: { OnboardingFlow: 6 } })).toEqual(['flows.OnboardingFlow:max_value']);
    expect(rulesOf({ flows: { EmailVerificationFlow: 2 } })).toEqual([
      'flows.EmailVerificationFlow:max_value',
    ]);
    expect(rulesOf({ flows: { OnboardingFlow: 1.5 } })).toEqual(['flows.OnboardingFlow:invalid_type']);
    const tooMany = Array.from({ length: UNREAD_JOB_OPENINGS_MAX + 1 }, (_, i) => uuid(i));
    expect(rulesOf({ unreadJobOpenings: tooMany })).toEqual(['unreadJobOpenings:max_items']);
  });

  it('a body over METADATA_MAX_CHARS is too large', () => {
    const flags = Object.fromEntries(
      METADATA_KEYS.filter((key) => !['flows', 'unreadJobOpenings'].includes(key)).map((key) => [key, false]),
    );
    const ids = Array.from({ length: UNREAD_JOB_OPENINGS_MAX }, (_, i) => uuid(i));
    expect(JSON.stringify({ ...flags, unreadJobOpenings: ids }).length).toBeGreaterThan(METADATA_MAX_CHARS);
    expect(rulesOf({ ...flags, unreadJobOpenings: ids })).toEqual(['_:too_large']);
  });

  it('sanitizeMetadata keeps only known keys with valid values', () => {
    expect(
      sanitizeMetadata({
        onboardingDone: true,
        junk: 'x',
        flows: { OnboardingFlow: 99 },
        feedbackGiven: 'true',
      }),
    ).toEqual({
      onboardingDone: true,
    });
    expect(sanitizeMetadata(null)).toEqual({});
    expect(sanitizeMetadata([1, 2])).toEqual({});
  });

  it('the answered map leaves unknown keys out', () => {
    expect(AccountMetadata.parse({ visitedSelfMatchingView: true, other: 1 })).toEqual({
      visitedSelfMatchingView: true,
    });
  });
});
