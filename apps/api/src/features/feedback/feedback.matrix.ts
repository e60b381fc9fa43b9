/**
 * The company feedback call in the company permission matrix (see `testing/permission-matrix.ts`). Giving
 * feedback on the portal is every company user's own act (decision 235): no permission, no accepted membership
 * needed, so the other company's owner and a member whose invitation is pending may send too.
 */
import type { MatrixRow } from '../../testing/permission-matrix';

export const feedbackMatrix: MatrixRow[] = [
  {
    endpoint: 'POST /b2b/v1/feedback',
    permission: null,
    request: () => ({
      method: 'POST',
      url: '/b2b/v1/feedback',
      body: { selected: 'positive', reasons: 'help-ok', feedback: 'Matrix' },
    }),
    expected: { 'other company owner': 'allow', 'without permission': 'allow' },
  },
];
