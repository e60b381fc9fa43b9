/** Contact requests between an applicant and their study advisor (spec part 1 §2 "contact", decision 046). */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { MessageSenderRole } from '../enums';
import { text } from '../text';

/** Who wrote a message of the applicant–advisor conversation. */
export const AdvisorMessageSenderRole = MessageSenderRole.extract(['applicant', 'study_advisor']);
export type AdvisorMessageSenderRole = z.infer<typeof AdvisorMessageSenderRole>;

export const ADVISOR_MESSAGE_LIMITS = { subjectMax: 150, textMax: 3000 } as const;

export const AdvisorMessage = z.object({
  id: z.uuid(),
  senderRole: AdvisorMessageSenderRole,
  /** The advisor's name for advisor messages, the applicant's for theirs; `null` when unknown. */
  senderName: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string(),
  /** When the other side first listed the message. */
  readAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});
export type AdvisorMessage = z.infer<typeof AdvisorMessage>;

export const SendAdvisorMessageBody = z.strictObject({
  subject: text({ max: ADVISOR_MESSAGE_LIMITS.subjectMax }).optional(),
  text: text({ min: 1, max: ADVISOR_MESSAGE_LIMITS.textMax, multiline: true }),
});
export type SendAdvisorMessageBody = z.infer<typeof SendAdvisorMessageBody>;
