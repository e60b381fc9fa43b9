/** The partner support's ticket inbox and thread in the workspace's staff area (decision 098). */
export { StaffTicketInboxPage } from './components/staff-ticket-inbox-page';
export { StaffTicketThreadPage } from './components/staff-ticket-thread-page';
