/**
 * The company user's own profile picture (decision 103): cropped to a 400×400 JPEG around the face, stored in
 * the file store and served publicly under a content-hashed address; the previous file is removed.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { COMPANY_USER_PICTURE, getCompanyUserPicture, routeUrl, type CompanyUser } from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FileNotFoundError, type FileStore } from '../../lib/file-store';
import { cropPhoto } from '../../lib/photo';
import { getCompanyUserView } from './company.service';
import { findProfilePicture, replaceProfilePicture } from './me.repository';

async function removeFile(store: FileStore, log: FastifyBaseLogger, key: string | null): Promise<void> {
  if (!key) return;
  await store.delete(key).catch((error: unknown) => {
    log.warn({ err: error, storageKey: key }, 'could not delete the previous profile picture');
  });
}

export async function saveProfilePicture(
  db: Database,
  store: FileStore,
  log: FastifyBaseLogger,
  companyUserId: string,
  input: Buffer,
): Promise<CompanyUser> {
  const jpeg = await cropPhoto(input, COMPANY_USER_PICTURE.size);
  const hash = createHash('sha256').update(jpeg).digest('hex').slice(0, 16);
  const key = await store.put(Readable.from([jpeg]));
  let previous: string | null;
  try {
    await store.commit(key);
    previous = await replaceProfilePicture(db, companyUserId, {
      storageKey: key,
      address: routeUrl(getCompanyUserPicture, { params: { companyUserId, file: `${hash}.jpg` } }),
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  if (previous !== key) await removeFile(store, log, previous);
  return getCompanyUserView(db, companyUserId);
}

export async function removeProfilePicture(
  db: Database,
  store: FileStore,
  log: FastifyBaseLogger,
  companyUserId: string,
): Promise<CompanyUser> {
  await removeFile(store, log, await replaceProfilePicture(db, companyUserId, null));
  return getCompanyUserView(db, companyUserId);
}

/** The stream of a current picture; 404 for unknown users, old hashes or a missing file. */
export async function openProfilePicture(
  db: Database,
  store: FileStore,
  companyUserId: string,
  file: string,
): Promise<Readable> {
  const picture = await findProfilePicture(db, companyUserId);
  const address = routeUrl(getCompanyUserPicture, { params: { companyUserId, file } });
  if (!picture?.storageKey || picture.address !== address) throw AppError.notFound();
  try {
    return await store.get(picture.storageKey);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw AppError.notFound();
    throw error;
  }
}
