/**
 * Demo ratings of the feedback modal (decisions 235–239) over the last weeks, so the staff view shows figures on a
 * fresh demo database. Like real ratings they name nobody.
 */
import type { FeedbackAudience, FeedbackRatingValue } from '@portal/contracts';
import * as s from '../schema/index';
import { daysFromNow, type Tx } from './seed-helpers';

type DemoRating = [
  daysAgo: number,
  audience: FeedbackAudience,
  rating: FeedbackRatingValue,
  reasons: string[],
  comment: string | null,
];

const DEMO_RATINGS: DemoRating[] = [
  [
    2,
    'applicant',
    'positive',
    ['clear-next-steps', 'usage-ok'],
    'Ich wusste immer, was als Nächstes kommt. Danke!',
  ],
  [3, 'company', 'positive', ['clear-navigation'], null],
  [
    5,
    'applicant',
    'negative',
    ['data-upload-problems'],
    'Mein Zeugnis als Foto vom Handy wurde erst beim dritten Versuch angenommen.',
  ],
  [6, 'applicant', 'neutral', [], null],
  [
    9,
    'company',
    'negative',
    ['unclear-nav', 'need-more-help'],
    'Wo finde ich die Verträge meiner Studierenden?',
  ],
  [11, 'applicant', 'positive', ['help-ok'], null],
  [
    12,
    'applicant',
    'positive',
    ['clear-navigation', 'clear-next-steps'],
    'Sehr übersichtlich, auch auf dem Handy.',
  ],
  [16, 'company', 'neutral', [], 'Funktioniert, aber die Stellenanzeige anzulegen dauert etwas.'],
  [19, 'applicant', 'negative', ['confusing'], null],
  [23, 'applicant', 'positive', ['usage-ok'], null],
  [26, 'company', 'positive', ['usage-ok', 'help-ok'], null],
  [33, 'applicant', 'neutral', [], null],
  [40, 'applicant', 'positive', ['other'], 'Die Beratung per WhatsApp ist super.'],
  [47, 'company', 'negative', ['other'], 'Eine Übersicht aller Bewerbungen auf einen Blick würde helfen.'],
];

export async function seedFeedback(tx: Tx) {
  await tx.insert(s.feedback).values(
    DEMO_RATINGS.map(([daysAgo, audience, selected, reasons, feedback]) => ({
      audience,
      selected,
      reasons,
      feedback,
      createdAt: daysFromNow(-daysAgo),
    })),
  );
}
