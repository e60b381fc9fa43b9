/**
 * The advisor's card (decision 047): the data applicants see on their advisor card, edited by the advisor, and
 * the photo, cropped to a 500×500 JPEG around the salient region (usually the face) and served publicly under a
 * content-hashed address.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ADVISOR_PHOTO, type AdvisorProfile, type UpdateAdvisorProfileBody } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cropPhoto } from '../../lib/photo';
import { FileNotFoundError, type FileStore } from '../../lib/file-store';
import { toAdvisorCard } from '../../read-models/unit-detail';
import {
  findAdvisorPhoto,
  findAdvisorWithCampus,
  replaceAdvisorPhoto,
  updateAdvisorProfile,
  type AdvisorProfileChanges,
} from './advisor-profile.repository';

async function requireProfile(db: Database, advisorAccountId: string) {
  const row = await findAdvisorWithCampus(db, advisorAccountId);
  if (!row) throw AppError.forbidden();
  return row;
}

function toProfile(row: NonNullable<Awaited<ReturnType<typeof findAdvisorWithCampus>>>): AdvisorProfile {
  const { advisor, campus } = row;
  return { ...toAdvisorCard(advisor), campus: campus?.id ? campus : null };
}

export async function getAdvisorProfile(db: Database, advisorAccountId: string): Promise<AdvisorProfile> {
  return toProfile(await requireProfile(db, advisorAccountId));
}

export async function changeAdvisorProfile(
  db: Database,
  advisorAccountId: string,
  body: z.output<typeof UpdateAdvisorProfileBody>,
): Promise<AdvisorProfile> {
  const { advisor } = await requireProfile(db, advisorAccountId);
  const changes: AdvisorProfileChanges = {};
  for (const key of ['name', 'phone', 'mobilePhone', 'whatsappAvailable', 'email', 'city'] as const) {
    if (body[key] !== undefined && body[key] !== advisor[key]) Object.assign(changes, { [key]: body[key] });
  }
  await updateAdvisorProfile(db, { advisorId: advisor.id, advisorAccountId, changes });
  return getAdvisorProfile(db, advisorAccountId);
}

/** Stores the cropped photo, points the card at it and removes the previous file. */
export async function saveAdvisorPhoto(
  db: Database,
  store: FileStore,
  log: FastifyBaseLogger,
  advisorAccountId: string,
  input: Buffer,
): Promise<AdvisorProfile> {
  const { advisor } = await requireProfile(db, advisorAccountId);
  const jpeg = await cropPhoto(input, ADVISOR_PHOTO.size);
  const hash = createHash('sha256').update(jpeg).digest('hex').slice(0, 16);
  const key = await store.put(Readable.from([jpeg]));
  let previous: string | null;
  try {
    await store.commit(key);
    previous = await replaceAdvisorPhoto(db, {
      advisorId: advisor.id,
      advisorAccountId,
      storageKey: key,
      imagePath: `/v1/advisor-photos/${advisor.id}/${hash}.jpg`,
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  if (previous && previous !== key) {
    await store.delete(previous).catch((error: unknown) => {
      log.warn({ err: error, storageKey: previous }, 'could not delete the previous advisor photo');
    });
  }
  return getAdvisorProfile(db, advisorAccountId);
}

/** The stream of a current card photo; 404 for unknown advisors, old hashes or a missing file. */
export async function openAdvisorPhoto(
  db: Database,
  store: FileStore,
  advisorId: string,
  file: string,
): Promise<Readable> {
  const photo = await findAdvisorPhoto(db, advisorId);
  if (!photo?.storageKey || photo.imagePath !== `/v1/advisor-photos/${advisorId}/${file}`) {
    throw AppError.notFound();
  }
  try {
    return await store.get(photo.storageKey);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw AppError.notFound();
    throw error;
  }
}
