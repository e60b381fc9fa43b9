import type { Database } from '../../db/client';
import { trackingVisits } from '../../db/schema/index';

export async function recordTrackingVisit(db: Database, trackingId: string): Promise<void> {
  await db.insert(trackingVisits).values({ trackingId });
}
