import { describe, expect, it } from 'vitest';
import {
  acceptedExtensionOf,
  decodeBase64File,
  decodedBase64Size,
  displayNameOf,
  sanitizeFileName,
} from './upload-file';

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\system32\\cv.pdf', 'cv.pdf'],
    ['C:\\Users\\lena\\Lebenslauf.pdf', 'Lebenslauf.pdf'],
    ['  Zeugnis   2024 .pdf  ', 'Zeugnis 2024 .pdf'],
    ['.htaccess', 'htaccess'],
    ['...', 'dokument'],
    ['', 'dokument'],
    ['bild\u0000\u0007\u001b.png', 'bild.png'],
    ['\u202egpj.exe', 'gpj.exe'],
    ['a"b<c>d|e?f*g:h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['Lebenslauf.pdf.', 'Lebenslauf.pdf'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('keeps at most 120 characters and the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(200)}.docx`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.docx')).toBe(true);
    expect(Array.from(sanitizeFileName(`${'😀'.repeat(200)}.pdf`))).toHaveLength(120);
  });
});

describe('acceptedExtensionOf and displayNameOf', () => {
  it('accepts only the allowed extensions, case-insensitively', () => {
    expect(acceptedExtensionOf('a.PDF')).toBe('pdf');
    expect(acceptedExtensionOf('a.jpeg')).toBe('jpeg');
    expect(acceptedExtensionOf('a.pdf.exe')).toBeNull();
    expect(acceptedExtensionOf('pdf')).toBeNull();
  });

  it('appends the extension to an explicit name that lacks it', () => {
    expect(displayNameOf('scan.pdf', 'Zeugnis', 'pdf')).toBe('Zeugnis.pdf');
    expect(displayNameOf('scan.pdf', 'Zeugnis.PDF', 'pdf')).toBe('Zeugnis.PDF');
    expect(displayNameOf('foto.jpg', 'Bewerbungsfoto.jpeg', 'jpg')).toBe('Bewerbungsfoto.jpeg');
    expect(displayNameOf('scan.pdf', '   ', 'pdf')).toBe('scan.pdf');
    expect(displayNameOf('../', undefined, 'pdf')).toBe('dokument.pdf');
  });
});

describe('decodeBase64File', () => {
  const bytes = Buffer.from('%PDF-1.4 äöü', 'utf8');

  it('decodes base64, base64url and data URLs, tolerating line breaks', () => {
    expect(decodeBase64File(bytes.toString('base64'))).toEqual(bytes);
    expect(decodeBase64File(bytes.toString('base64url'))).toEqual(bytes);
    expect(decodeBase64File(`data:application/pdf;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeBase64File(bytes.toString('base64').replace(/(.{4})/g, '$1\r\n'))).toEqual(bytes);
    expect(decodeBase64File('')).toEqual(Buffer.alloc(0));
  });

  it('refuses text that is not base64', () => {
    expect(decodeBase64File('kein base64!')).toBeNull();
    expect(decodeBase64File('abcde')).toBeNull();
    expect(decodeBase64File('ab=c')).toBeNull();
    expect(decodeBase64File('abc=d===')).toBeNull();
    expect(decodeBase64File('data:text/plain,hallo')).toBeNull();
  });

  it('computes the decoded size without decoding', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 1000]) {
      const text = Buffer.alloc(length, 1).toString('base64');
      expect(decodedBase64Size(text)).toBe(length);
      expect(decodedBase64Size(`data:x/y;base64,${text}`)).toBe(length);
    }
  });
});
