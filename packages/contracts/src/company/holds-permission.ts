import type { CompanyPermission } from '../enums';

/**
 * Whether a member holds a permission in a company (spec part 1 §6): owners hold all of them, others those in
 * their list, and a membership whose invitation is still pending holds none. One rule for the API's checks and
 * the screens that show or hide actions.
 */
export function holdsPermission(
  membership:
    { isOwner: boolean; permissions: readonly CompanyPermission[]; invitationPending?: boolean } | undefined,
  permission: CompanyPermission,
): boolean {
  if (!membership || membership.invitationPending) return false;
  return membership.isOwner || membership.permissions.includes(permission);
}
