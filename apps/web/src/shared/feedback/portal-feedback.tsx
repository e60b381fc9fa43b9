/**
 * The feedback modal of each portal with its automatic trigger (decision 237), and the "Feedback geben" entry of
 * the user menus. Applicants: once path step 2 (skills) is done. Companies: once the current company has a
 * published job opening (any status but draft).
 */
import { missingForSkills } from '@portal/contracts';
import { MessageSquareHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { UserMenuItem } from '../../components/layouts/user-menu';
import { areaPaths, paths } from '../../config/paths';
import { useApplicantArea } from '../../hooks/use-applicant-area';
import { useAccount } from '../applicant/account-query';
import { useActiveCompany } from '../company/active-company';
import { useMe } from '../company/get-me';
import { useCompanyJobOpenings } from '../company/job-openings';
import { FeedbackHost } from './feedback-host';
import { openFeedback } from './feedback-store';
import { useAutomaticFeedback } from './use-automatic-feedback';

/** The user menu's entry (group "Mehr"): people can always give feedback, also after the automatic one. */
export function useFeedbackMenuItem(): UserMenuItem {
  const { t } = useTranslation('feedback');
  return {
    key: 'feedback',
    label: t('entry'),
    icon: <MessageSquareHeart className="size-4" aria-hidden />,
    onSelect: () => openFeedback('manual'),
  };
}

export function ApplicantFeedback() {
  const { data: account } = useAccount();
  const area = useApplicantArea();
  const { pathname } = useLocation();
  const at = areaPaths(area);
  useAutomaticFeedback({
    due: !!account && account.metadata.feedbackGiven !== true,
    // Step 2 is never locked: it is done as soon as its answers are complete.
    milestone: !!account && missingForSkills(account).length === 0,
    onStartPage: pathname === at.root || pathname === at.home,
  });
  return <FeedbackHost mode="applicant" feedbackGiven={account?.metadata.feedbackGiven === true} />;
}

export function CompanyFeedback() {
  const { data: me } = useMe();
  const activeId = useActiveCompany((s) => s.activeCompanyId);
  const { pathname } = useLocation();
  const onStartPage = pathname === paths.b2b.home || pathname === paths.b2b.root;
  const due = !!me && me.metadata.feedbackGiven !== true;
  // Read only where it matters: on the start page of someone who has not given feedback.
  const openings = useCompanyJobOpenings(due && onStartPage ? activeId : null);
  const counts = openings.data?.counts;
  useAutomaticFeedback({
    due,
    milestone: !!counts && counts.all - counts.draft > 0,
    onStartPage,
  });
  return <FeedbackHost mode="company" feedbackGiven={me?.metadata.feedbackGiven === true} />;
}
