/** Company-internal comments on a match (decision 158): members of the company only, never the applicant. */
import { z } from 'zod';
import { EmptyResponse } from '../common';
import { defineRoute } from '../http';
import { CommentBody, CompanyApplicantParams, CompanyCommentParams, MatchComment } from './company-applicant';

export const listMatchComments = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/comments',
  summary: 'Internal comments on an applicant of a job opening',
  params: CompanyApplicantParams,
  response: z.array(MatchComment),
});

/** Any accepted member may comment; 404 2701 while there is no match with the applicant. */
export const createMatchComment = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/comments',
  summary: 'Add an internal comment',
  successStatus: 201,
  params: CompanyApplicantParams,
  body: CommentBody,
  response: MatchComment,
});

/** Only the author edits their comment (403 2756 for others). */
export const updateMatchComment = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/comments/{commentId}',
  summary: 'Edit an own internal comment',
  params: CompanyCommentParams,
  body: CommentBody,
  response: MatchComment,
});

/** The author, or an owner of the company, deletes a comment. */
export const deleteMatchComment = defineRoute({
  method: 'DELETE',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/comments/{commentId}',
  summary: 'Delete an internal comment',
  params: CompanyCommentParams,
  response: EmptyResponse,
});
