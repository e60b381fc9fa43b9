import { z } from 'zod';

/** ISO calendar date `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();
export const IsoDateTime = z.iso.datetime({ offset: true });
export const Uuid = z.uuid();
export const EmptyResponse = z.object({});
export const IdParams = z.object({ id: z.uuid() });
/** Optional text that treats an empty string as "not given". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
