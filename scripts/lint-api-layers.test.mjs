/**
 * The API's layer rules (eslint/api-layers.js, decision 090) lint real code: fixture sources under virtual paths
 * inside apps/api/src, importing real modules, are reported when they break the direction and pass when not.
 */
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const api = (path) => join(root, 'apps/api/src', path);

let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids reported for `code` as if it were the file `path` (relative to apps/api/src). */
async function reported(code, path) {
  const [result] = await eslint.lintText(code, { filePath: api(path) });
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal).toEqual([]);
  return result.messages.map((message) => message.ruleId);
}

// The first lint loads the parsers and walks the import graph for cycles: slow on a busy machine.
describe('API layers', { timeout: 30_000 }, () => {
  it('a shared module (lib/) importing a feature is reported; importing lib/ is not', async () => {
    expect(
      await reported(
        "export { runUnitAssignment } from '../features/unit/unit-assignment.service';\n",
        'lib/fixture-helper.ts',
      ),
    ).toContain('api-layers/no-restricted-paths');
    expect(await reported("export { escapeHtml } from './html';\n", 'lib/fixture-helper.ts')).toEqual([]);
  });

  it('a plugin importing feature code is reported', async () => {
    expect(
      await reported(
        "export { registerUnitAssignment } from '../features/unit/unit-assignment.plugin';\n",
        'plugins/fixture-plugin.ts',
      ),
    ).toContain('api-layers/no-restricted-paths');
  });

  it('a repository importing a service is reported; a service importing its repository is not', async () => {
    expect(
      await reported(
        "export { sweepUnitAssignments } from './unit-assignment.service';\n",
        'features/unit/fixture.repository.ts',
      ),
    ).toContain('api-layers/no-restricted-paths');
    expect(
      await reported(
        "export { listAccountsAwaitingAssignment } from './unit-assignment.repository';\n",
        'features/unit/fixture.service.ts',
      ),
    ).toEqual([]);
  });

  it('a service importing a route module is reported', async () => {
    expect(
      await reported("export { unitRoutes } from './unit.routes';\n", 'features/unit/fixture.service.ts'),
    ).toContain('api-layers/no-restricted-paths');
  });

  it('a feature importing another feature is reported; importing authorization/, events/ and read-models/ is not', async () => {
    expect(
      await reported(
        "export { listApplicantsOfAdvisor } from '../advisor/advisor-applicant-list.service';\n",
        'features/unit/fixture.service.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await reported(
        [
          "export { requireAdvisorOf } from '../../authorization/advisor-access';",
          "export { recordEvent } from '../../events/record-event';",
          "export { toUnitDetail } from '../../read-models/unit-detail';",
          '',
        ].join('\n'),
        'features/unit/fixture.service.ts',
      ),
    ).toEqual([]);
  });

  it('only repositories touch the database: a query builder in a service is reported, a type import is not', async () => {
    const query = [
      "import { eq } from 'drizzle-orm';",
      "import { accounts } from '../../db/schema/index';",
      'export const byId = (id: string) => eq(accounts.id, id);',
      '',
    ].join('\n');
    expect(await reported(query, 'features/unit/fixture.service.ts')).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await reported(query, 'features/unit/fixture.repository.ts')).toEqual([]);
    expect(
      await reported(
        "import type { Database } from '../../db/client';\nexport type Handle = Database;\n",
        'features/unit/fixture.service.ts',
      ),
    ).toEqual([]);
  });

  it('an import cycle is reported', async () => {
    // features/unit/unit-assignment.service.ts imports unit-assignment.repository.ts; importing it back closes a cycle.
    expect(
      await reported(
        "export { runUnitAssignment } from './unit-assignment.service';\n",
        'features/unit/unit-assignment.repository.ts',
      ),
    ).toContain('import-x/no-cycle');
  });
});
