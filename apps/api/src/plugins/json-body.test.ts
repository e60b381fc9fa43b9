import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-body';

describe('exceedsJsonDepth (decision 061)', () => {
  it('counts nested arrays and objects', () => {
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(exceedsJsonDepth('[]'.repeat(1000), 1)).toBe(false);
    expect(exceedsJsonDepth('['.repeat(10_000) + ']'.repeat(10_000), 16)).toBe(true);
  });

  it('ignores brackets inside strings, also after escaped quotes and backslashes', () => {
    expect(exceedsJsonDepth(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ text: 'say \\"[[[[" and \\\\' }), 1)).toBe(false);
    expect(exceedsJsonDepth(`{"a":"\\\\",${'['.repeat(5)}`, 4)).toBe(true);
  });

  it('leaves malformed text to the parser', () => {
    expect(exceedsJsonDepth('{"open string', 1)).toBe(false);
    expect(exceedsJsonDepth('', 1)).toBe(false);
  });
});
