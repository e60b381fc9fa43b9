import { describe, expect, it } from 'vitest';
import { contentDisposition } from './file-reply';

describe('contentDisposition', () => {
  it('has an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('inline', 'Zeugnis Müller (1).pdf')).toBe(
      `inline; filename="Zeugnis M_ller (1).pdf"; filename*=UTF-8''Zeugnis%20M%C3%BCller%20%281%29.pdf`,
    );
    expect(contentDisposition('attachment', 'a"b\\c.docx')).toBe(
      `attachment; filename="a_b_c.docx"; filename*=UTF-8''a%22b%5Cc.docx`,
    );
  });
});
