/**
 * The home teaser of self-matching and the `ignore-sm` key (decision 151). "Später" stores how many invitations
 * and unread openings there were (`"<invitations>:<unread>"`); the teaser stays hidden until there are more of
 * either, so something new always shows again, and nothing is stored on the server for a device-level choice.
 */
export interface TeaserCounts {
  invitations: number;
  unread: number;
}

export function ignoredValue(counts: TeaserCounts): string {
  return `${counts.invitations}:${counts.unread}`;
}

function parse(stored: string | null): TeaserCounts | null {
  const match = /^(\d{1,6}):(\d{1,6})$/.exec(stored ?? '');
  return match ? { invitations: Number(match[1]), unread: Number(match[2]) } : null;
}

/** Whether the teaser shows: there is something to look at and it was not put off for exactly this. */
export function teaserVisible(counts: TeaserCounts, stored: string | null): boolean {
  if (counts.invitations + counts.unread === 0) return false;
  const ignored = parse(stored);
  if (!ignored) return true;
  return counts.invitations > ignored.invitations || counts.unread > ignored.unread;
}
