/** The staff view of the background job queue in the workspace (issue 15): queue counts and failed jobs (370). */
export { StaffJobsPage } from './components/staff-jobs-page';
