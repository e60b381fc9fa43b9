import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('knows the classics of at least ten characters, in any case', () => {
    for (const password of ['1234567890', 'password123', 'Password123', 'qwertyuiop', '1q2w3e4r5t']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets uncommon passwords pass, including the demo password', () => {
    for (const password of ['portal-demo-2026', 'mein-sicheres-passwort', 'Kastanienallee 12 im Juli']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
