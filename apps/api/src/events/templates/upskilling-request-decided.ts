import type { Locale } from '@portal/contracts';
import { mailT } from '../../mail/mail-language';

/**
 * The staff confirmed or declined a company's upskilling request (decision 206): the requester's notification in
 * their language; the staff's note, when written, is the body as it was written.
 */
export function upskillingRequestDecided(
  locale: Locale,
  data: { confirmed: boolean; courseTitle: string; staffNote: string | null },
): { title: string; body: string } {
  const t = mailT(locale, 'events');
  const state = data.confirmed ? 'confirmed' : 'declined';
  return {
    title: t(`upskillingDecided.${state}Title`, { course: data.courseTitle }),
    body: data.staffNote ?? t(`upskillingDecided.${state}Body`),
  };
}
