/** The audit entry and applicant notification an advisor action records in its transaction. */

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

export interface ApplicantNotification {
  recipientId: string;
  kind: string;
  title: string;
  body: string;
  link: string;
}
