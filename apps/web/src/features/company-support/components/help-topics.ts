import { HELP_TOPICS, type HelpTopic } from '@portal/contracts';
import {
  Briefcase,
  Building2,
  CircleUserRound,
  FileText,
  type LucideIcon,
  UserCheck,
  Users,
} from 'lucide-react';

/** The icon of each help topic (texts: `company-help:topics.{topic}`). */
export const HELP_TOPIC_ICONS: Record<HelpTopic, LucideIcon> = {
  'job-openings': Briefcase,
  applicants: UserCheck,
  employees: Users,
  'company-data': Building2,
  invoices: FileText,
  account: CircleUserRound,
};

export { HELP_TOPICS };

/** The questions of a topic from the translations, in their order (`faq.q1`, `faq.q2`, …). */
export function faqOf(value: unknown): Array<{ q: string; a: string }> {
  if (!value || typeof value !== 'object') return [];
  return Object.values(value as Record<string, { q: string; a: string }>).filter(
    (entry) => typeof entry?.q === 'string' && typeof entry?.a === 'string',
  );
}
