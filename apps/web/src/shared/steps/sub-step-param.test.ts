import { describe, expect, it } from 'vitest';
import { parseSubStep } from './sub-step-param';

describe('sub-step in the address', () => {
  it('accepts 1..count and nothing else', () => {
    expect(parseSubStep('1', 6)).toBe(1);
    expect(parseSubStep('6', 6)).toBe(6);
    expect(parseSubStep(undefined, 6)).toBeNull();
    expect(parseSubStep('0', 6)).toBeNull();
    expect(parseSubStep('7', 6)).toBeNull();
    expect(parseSubStep('2a', 6)).toBeNull();
  });
});
