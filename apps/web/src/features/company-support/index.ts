/** Company help, support tickets and notifications page (issue 10, items 6 and 7): the router's entry. */
export { HelpPage } from './components/help-page';
export { helpTopicPage } from './components/help-topic-page';
export { ContactPage } from './components/contact-page';
export { TicketThreadPage } from './components/ticket-thread-page';
export { NotificationsPage } from './components/notifications-page';
