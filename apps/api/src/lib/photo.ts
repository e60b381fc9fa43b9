/**
 * Photo uploads of people (the study advisor's card photo, decision 047; the company user's profile picture,
 * decision 103): the single multipart part `file` read into memory, then cropped to a square JPEG around the
 * salient region (usually the face). Errors are the photo codes 2501–2505.
 */
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode } from '@portal/contracts';
import { AppError } from './app-error';

/** Largest input image in pixels (a 40-megapixel photo), so a tiny file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Room for the multipart boundaries and part headers next to the photo. */
export const PHOTO_MULTIPART_OVERHEAD = 64 * 1024;

/** Reads the single photo part `file` into memory (at most `maxBytes`); 413, 415 and 400 as for documents. */
export async function readPhotoPart(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const contentType = (request.headers['content-type'] ?? '').toLowerCase();
  if (!contentType.startsWith('multipart/form-data')) {
    throw new AppError(ErrorCode.PHOTO_NOT_MULTIPART);
  }
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + PHOTO_MULTIPART_OVERHEAD) {
    throw new AppError(ErrorCode.PHOTO_TOO_LARGE);
  }
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || photo) {
        part.file.resume();
        continue;
      }
      photo = await part.toBuffer();
    }
  } catch (error) {
    request.raw.unpipe();
    request.raw.resume();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(ErrorCode.PHOTO_TOO_LARGE);
    }
    if (error instanceof AppError) throw error;
    request.log.info({ err: error }, 'photo upload failed');
    throw new AppError(ErrorCode.BAD_REQUEST);
  }
  if (!photo || photo.length === 0) {
    throw new AppError(ErrorCode.PHOTO_MISSING, [{ field: 'file', rule: 'file_required' }]);
  }
  if (photo.length > maxBytes) throw new AppError(ErrorCode.PHOTO_TOO_LARGE);
  return photo;
}

/** The `size`×`size` JPEG of an uploaded JPEG or PNG (content-checked); 422 for anything else or unreadable images. */
export async function cropPhoto(input: Buffer, size: number): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(input);
  if (detected?.ext !== 'jpg' && detected?.ext !== 'png') {
    throw new AppError(ErrorCode.PHOTO_TYPE_NOT_ALLOWED, [{ field: 'file', rule: 'file_image_only' }]);
  }
  // Loaded on first use: the native image library is only needed here, so the API starts without it.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size, size, { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError(ErrorCode.PHOTO_UNREADABLE, [{ field: 'file', rule: 'file_damaged' }]);
  }
}
