/**
 * Storage adapter of `oidc-provider` on our database, so the provider keeps no state in process memory and
 * several API instances can share it.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client';
import {
  consumePayload,
  deletePayload,
  deletePayloadsOfGrant,
  findPayload,
  upsertPayload,
} from './oidc-payloads.repository';

export function createAdapterFactory(db: Database) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await upsertPayload(db, {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    }

    private async findBy(key: Parameters<typeof findPayload>[2]): Promise<AdapterPayload | undefined> {
      const row = await findPayload(db, this.model, key);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findBy({ id });
    }

    findByUserCode(userCode: string) {
      return this.findBy({ userCode });
    }

    findByUid(uid: string) {
      return this.findBy({ uid });
    }

    async consume(id: string): Promise<void> {
      await consumePayload(db, this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await deletePayload(db, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await deletePayloadsOfGrant(db, grantId);
    }
  };
}
