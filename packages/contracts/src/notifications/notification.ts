import { z } from 'zod';
import { IsoDateTime } from '../common';
import { NotificationStatus } from '../enums';

/** An in-portal notification (spec part 1 §3: paged by limit and offset; status `new` until read). */
export const PortalNotification = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  /** Portal path to open, e.g. `/ds/application/interview`. */
  link: z.string().nullable(),
  status: NotificationStatus,
  createdAt: IsoDateTime,
});
export type PortalNotification = z.infer<typeof PortalNotification>;
