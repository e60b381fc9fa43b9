import { z } from 'zod';
import { text, type TextOptions } from './text';

/** ISO calendar date `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();
export const IsoDateTime = z.iso.datetime({ offset: true });
export const Uuid = z.uuid();
export const EmptyResponse = z.object({});
export const IdParams = z.object({ id: z.uuid() });
/** Optional text (the one text rule, `text()`) that treats an empty string as "not given". */
export const optionalText = (max: number, options: Omit<TextOptions, 'max'> = {}) =>
  text({ ...options, max })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A phone number (rule `phone`): digits, spaces, `+ ( ) / -`, 6–25 characters; optional and nullable. */
export const phoneNumber = () =>
  text({ max: 25 })
    .regex(/^\+?[0-9 ()/-]{6,25}$/, { error: 'phone' })
    .nullable()
    .optional();

/** An e-mail address as a person types it: trimmed, at most 254 characters, stored lower-case. */
export const emailAddress = () =>
  text({ max: 254 })
    .pipe(z.email())
    .transform((value) => value.toLowerCase());
