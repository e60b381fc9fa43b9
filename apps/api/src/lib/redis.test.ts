/** A configured Redis that does not answer stops the start with a message naming REDIS_URL (decision 064). */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { connectRedis } from './redis';
import { freePort } from '../testing/ports';

describe('connectRedis', () => {
  it('refuses an unreachable Redis with the variable and the address, never the password', async () => {
    const port = await freePort();
    const attempt = connectRedis(`redis://:streng-geheim@127.0.0.1:${port}/0`);
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(`REDIS_URL: Redis at 127.0.0.1:${port} is not reachable`);
    await expect(attempt).rejects.not.toThrow(/streng-geheim/);
  });
});
