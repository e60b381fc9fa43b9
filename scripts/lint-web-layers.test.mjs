/**
 * The web app's direction (decision 086), proven on virtual files: ESLint lints the given text as if it lived at
 * `filePath`, with the repository's own configuration; the imported modules are real, so the resolver finds them.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';
let eslint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function directionErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages.filter((message) => message.ruleId === RULE);
}

// The first lint loads the parsers and walks the import graph for cycles: slow on a busy machine (as in the API test).
describe('web layers: app → features → shared → lib/components', { timeout: 30_000 }, () => {
  it('reports a feature importing another feature', async () => {
    const errors = await directionErrors(
      'apps/web/src/features/applicant/virtual.ts',
      "export { ProfileScreen } from '../personal-data';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/never another feature/);
  });

  it('reports shared/ importing a feature', async () => {
    const errors = await directionErrors(
      'apps/web/src/shared/virtual.ts',
      "export { SearchStep } from '../features/applicant-path';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/shared\/ imports only/);
  });

  it('reports lib/ and components/ importing shared/', async () => {
    const fromLib = await directionErrors(
      'apps/web/src/lib/virtual.ts',
      "export { applicantKeys } from '../shared/query-keys';\n",
    );
    const fromComponents = await directionErrors(
      'apps/web/src/components/ui/virtual.ts',
      "export { applicantKeys } from '../../shared/query-keys';\n",
    );
    expect(fromLib).toHaveLength(1);
    expect(fromComponents).toHaveLength(1);
  });

  it('reports a feature importing the app outside tests', async () => {
    const errors = await directionErrors(
      'apps/web/src/features/applicant/virtual.ts',
      "export { AppProvider } from '../../app/provider';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('allows a feature importing shared/, lib/ and components/, and the app importing a feature', async () => {
    const feature = await directionErrors(
      'apps/web/src/features/applicant/virtual.ts',
      [
        "export { applicantKeys } from '../../shared/query-keys';",
        "export { apiCall } from '../../lib/api-client';",
        "export { Button } from '../../components/ui/button';",
        '',
      ].join('\n'),
    );
    const app = await directionErrors(
      'apps/web/src/app/virtual.ts',
      "export { SearchStep } from '../features/applicant-path';\n",
    );
    expect(feature).toEqual([]);
    expect(app).toEqual([]);
  });
});
