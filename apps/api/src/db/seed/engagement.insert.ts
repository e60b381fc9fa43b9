import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as s from '../schema/index';
import { CAMPAIGNS, DEMO_REFERRAL, TRAINING_MODULES } from './engagement.data';
import { daysFromNow, type Tx } from './seed-helpers';

const HOUR_MS = 3_600_000;

export async function seedEngagement(tx: Tx) {
  const modules = await tx
    .insert(s.trainingModules)
    .values(
      TRAINING_MODULES.map((module, index) => ({ ...module, position: (index + 1) * 10, published: true })),
    )
    .returning();
  await tx.insert(s.campaigns).values(
    CAMPAIGNS.map((campaign) => {
      const startsAt = daysFromNow(campaign.startsInDays, campaign.startHour);
      return {
        title: campaign.title,
        description: campaign.description,
        kind: campaign.kind,
        startsAt,
        endsAt: campaign.durationHours
          ? new Date(startsAt.getTime() + campaign.durationHours * HOUR_MS)
          : null,
        registrationDeadline:
          campaign.deadlineInDays === null ? null : daysFromNow(campaign.deadlineInDays, 22),
        location: campaign.location,
        onlineUrl: campaign.onlineUrl,
        seatLimit: campaign.seatLimit,
        unit: campaign.unit,
        published: true,
      };
    }),
  );

  const [referrer] = await tx
    .select({ id: s.accounts.id })
    .from(s.accounts)
    .where(eq(s.accounts.email, DEMO_REFERRAL.referrer));
  const [application] = await tx
    .select({ id: s.studyApplications.id })
    .from(s.studyApplications)
    .where(eq(s.studyApplications.email, DEMO_REFERRAL.friend));
  if (referrer) {
    await tx
      .insert(s.referralCodes)
      .values({ accountId: referrer.id, code: randomBytes(32).toString('base64url') });
    await tx.insert(s.referrals).values({
      referrerAccountId: referrer.id,
      referredEmail: DEMO_REFERRAL.friend,
      applicationId: application?.id ?? null,
    });
    // The demo applicant has read the first module already.
    await tx.insert(s.trainingProgress).values({ accountId: referrer.id, moduleId: modules[0]!.id });
  }
}
