import { z } from 'zod';
import { defineRoute } from '../http';

/** Who works in the workspace (`/advisor`): study advisors, and staff who run the partner support (decision 098). */
export const WorkspaceRole = z.enum(['advisor', 'staff']);
export type WorkspaceRole = z.infer<typeof WorkspaceRole>;

export const WorkspaceMe = z.object({
  role: WorkspaceRole,
  name: z.string(),
  email: z.email(),
});
export type WorkspaceMe = z.infer<typeof WorkspaceMe>;

/** The signed-in workspace user and their role; 403 for applicants and company users. */
export const getWorkspaceMe = defineRoute({
  method: 'GET',
  path: '/v1/workspace/me',
  summary: 'The signed-in study advisor or staff member and their role',
  response: WorkspaceMe,
});
