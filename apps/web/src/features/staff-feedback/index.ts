/** The staff view of the anonymous feedback ratings in the workspace's staff area (issue 13, decision 239). */
export { StaffFeedbackPage } from './components/staff-feedback-page';
