/**
 * Relations for Drizzle's relational queries (`db.query.units.findFirst({ with: { advisor: true } })`). Kept in
 * one file that imports every table, so the table files only depend "downwards" and never on each other in a
 * cycle.
 */
import { relations } from 'drizzle-orm';
import { accountConsents, accounts, advisors, studyApplications, units } from './applicants';
import { campuses, courseCampuses, courses, intakes } from './catalogue';
import { supportTicketMessages, supportTickets, invoices } from './communication';
import { companies, companyMemberships, companyUserConsents, companyUsers } from './companies';
import { documents } from './documents';
import { jobOpenings, matchComments, matches } from './matching';

export const campusesRelations = relations(campuses, ({ many }) => ({
  courseCampuses: many(courseCampuses),
  advisors: many(advisors),
}));

export const coursesRelations = relations(courses, ({ many }) => ({
  courseCampuses: many(courseCampuses),
}));

export const courseCampusesRelations = relations(courseCampuses, ({ one }) => ({
  course: one(courses, { fields: [courseCampuses.courseId], references: [courses.id] }),
  campus: one(campuses, { fields: [courseCampuses.campusId], references: [campuses.id] }),
}));

export const accountsRelations = relations(accounts, ({ one, many }) => ({
  consents: many(accountConsents),
  units: many(units),
  studyApplications: many(studyApplications),
  advisorProfile: one(advisors),
  documents: many(documents, { relationName: 'documentOwner' }),
  matches: many(matches),
}));

export const accountConsentsRelations = relations(accountConsents, ({ one }) => ({
  account: one(accounts, { fields: [accountConsents.accountId], references: [accounts.id] }),
}));

export const advisorsRelations = relations(advisors, ({ one, many }) => ({
  account: one(accounts, { fields: [advisors.accountId], references: [accounts.id] }),
  campus: one(campuses, { fields: [advisors.campusId], references: [campuses.id] }),
  units: many(units),
}));

export const unitsRelations = relations(units, ({ one, many }) => ({
  account: one(accounts, { fields: [units.accountId], references: [accounts.id] }),
  advisor: one(advisors, { fields: [units.advisorId], references: [advisors.id] }),
  applications: many(studyApplications),
}));

export const studyApplicationsRelations = relations(studyApplications, ({ one }) => ({
  account: one(accounts, { fields: [studyApplications.accountId], references: [accounts.id] }),
  /** Named apart from the `unit` column (the kind applied for, ds or fs). */
  assignedUnit: one(units, { fields: [studyApplications.unitId], references: [units.id] }),
  campus: one(campuses, { fields: [studyApplications.campusId], references: [campuses.id] }),
  course: one(courses, { fields: [studyApplications.courseId], references: [courses.id] }),
  intake: one(intakes, { fields: [studyApplications.intakeId], references: [intakes.id] }),
}));

export const documentsRelations = relations(documents, ({ one }) => ({
  account: one(accounts, {
    fields: [documents.accountId],
    references: [accounts.id],
    relationName: 'documentOwner',
  }),
  company: one(companies, { fields: [documents.companyId], references: [companies.id] }),
  reviewedBy: one(accounts, {
    fields: [documents.reviewedByAccountId],
    references: [accounts.id],
    relationName: 'documentReviewer',
  }),
}));

export const companiesRelations = relations(companies, ({ many }) => ({
  memberships: many(companyMemberships),
  documents: many(documents),
  jobOpenings: many(jobOpenings),
  supportTickets: many(supportTickets),
  invoices: many(invoices),
}));

export const companyUsersRelations = relations(companyUsers, ({ many }) => ({
  memberships: many(companyMemberships, { relationName: 'member' }),
  consents: many(companyUserConsents),
}));

export const companyMembershipsRelations = relations(companyMemberships, ({ one }) => ({
  company: one(companies, { fields: [companyMemberships.companyId], references: [companies.id] }),
  user: one(companyUsers, {
    fields: [companyMemberships.companyUserId],
    references: [companyUsers.id],
    relationName: 'member',
  }),
  inviter: one(companyUsers, {
    fields: [companyMemberships.invitedBy],
    references: [companyUsers.id],
    relationName: 'inviter',
  }),
}));

export const companyUserConsentsRelations = relations(companyUserConsents, ({ one }) => ({
  user: one(companyUsers, { fields: [companyUserConsents.companyUserId], references: [companyUsers.id] }),
}));

export const jobOpeningsRelations = relations(jobOpenings, ({ one, many }) => ({
  company: one(companies, { fields: [jobOpenings.companyId], references: [companies.id] }),
  course: one(courses, { fields: [jobOpenings.courseId], references: [courses.id] }),
  campus: one(campuses, { fields: [jobOpenings.campusId], references: [campuses.id] }),
  creator: one(companyUsers, { fields: [jobOpenings.createdBy], references: [companyUsers.id] }),
  matches: many(matches),
}));

export const matchesRelations = relations(matches, ({ one, many }) => ({
  jobOpening: one(jobOpenings, { fields: [matches.jobOpeningId], references: [jobOpenings.id] }),
  account: one(accounts, { fields: [matches.accountId], references: [accounts.id] }),
  comments: many(matchComments),
}));

export const matchCommentsRelations = relations(matchComments, ({ one }) => ({
  match: one(matches, { fields: [matchComments.matchId], references: [matches.id] }),
  author: one(companyUsers, { fields: [matchComments.authorCompanyUserId], references: [companyUsers.id] }),
}));

export const supportTicketsRelations = relations(supportTickets, ({ one, many }) => ({
  company: one(companies, { fields: [supportTickets.companyId], references: [companies.id] }),
  createdBy: one(companyUsers, {
    fields: [supportTickets.createdByCompanyUserId],
    references: [companyUsers.id],
  }),
  messages: many(supportTicketMessages),
}));

export const supportTicketMessagesRelations = relations(supportTicketMessages, ({ one }) => ({
  ticket: one(supportTickets, { fields: [supportTicketMessages.ticketId], references: [supportTickets.id] }),
}));

export const invoicesRelations = relations(invoices, ({ one }) => ({
  company: one(companies, { fields: [invoices.companyId], references: [companies.id] }),
}));
