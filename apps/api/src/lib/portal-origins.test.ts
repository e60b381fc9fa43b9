import { describe, expect, it } from 'vitest';
import { companyOrigins, originForHost, portalOrigins } from './portal-origins';

const local = { publicUrl: 'http://localhost:3000', companyHosts: ['firmen.localhost', 'partner.test:8443'] };
const hosted = { publicUrl: 'https://portal.example.com', companyHosts: ['firmen.example.com'] };

describe('portal origins (decision 073)', () => {
  it('gives a company host the scheme and port of PUBLIC_URL unless it names its own port', () => {
    expect(companyOrigins(local)).toEqual(['http://firmen.localhost:3000', 'http://partner.test:8443']);
    expect(companyOrigins(hosted)).toEqual(['https://firmen.example.com']);
  });

  it('ignores entries that name no host', () => {
    expect(companyOrigins({ ...local, companyHosts: ['firmen/x', 'a b', ''] })).toEqual([]);
  });

  it('lists PUBLIC_URL first, once', () => {
    expect(portalOrigins({ ...hosted, companyHosts: ['portal.example.com'] })).toEqual([
      'https://portal.example.com',
    ]);
  });

  it('matches a Host header case-insensitively, with the default port written or not', () => {
    expect(originForHost(local, 'LOCALHOST:3000')).toBe('http://localhost:3000');
    expect(originForHost(local, 'firmen.localhost:3000')).toBe('http://firmen.localhost:3000');
    expect(originForHost(hosted, 'portal.example.com:443')).toBe('https://portal.example.com');
    expect(originForHost(hosted, 'firmen.example.com')).toBe('https://firmen.example.com');
  });

  it('knows no other host', () => {
    for (const host of [
      '127.0.0.1:3000',
      'localhost:3001',
      'firmen.localhost:3001',
      'evil.example',
      '',
      undefined,
    ])
      expect(originForHost(local, host), String(host)).toBeNull();
    expect(originForHost(local, 'localhost:3000/evil')).toBeNull();
  });
});
