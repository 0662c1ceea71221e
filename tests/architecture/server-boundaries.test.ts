/**
 * The lint rule that keeps the server's layers (eslint.layers.js): each import, `import()` and
 * `export … from` is judged where it resolves, so the path it is written with does not matter.
 * Every case lints one file that does not exist in the tree, at a path inside api/src or db.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { projectRoot } from '../../api/src/config/paths.js';

const eslint = new ESLint({ cwd: projectRoot });

/** The boundary problems ESLint reports for `code` saved as `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, file) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('the lint fails on the holes the import text hid', () => {
  it.each([
    [
      'a feature reaching one not listed for it through ../../modules/',
      'api/src/modules/documents/new-helper.ts',
      "import { ReviewService } from '../../modules/review/review.service.js';\nexport const r = ReviewService;",
    ],
    [
      'a dynamic import() of a feature not listed',
      'api/src/modules/documents/new-helper.ts',
      "export const load = () => import('../review/review.service.js');",
    ],
    [
      "a re-export of a feature not listed ('export … from')",
      'api/src/modules/documents/new-helper.ts',
      "export { ReviewService } from '../review/review.service.js';",
    ],
    [
      'a file in a subfolder of a feature importing one not listed',
      'api/src/modules/documents/storage/new-helper.ts',
      "import { ReviewService } from '../../review/review.service.js';\nexport const r = ReviewService;",
    ],
    [
      'a file two folders down in a feature importing one not listed',
      'api/src/modules/documents/storage/cache/new-helper.ts',
      "import { ReviewService } from '../../../review/review.service.js';\nexport const r = ReviewService;",
    ],
    [
      'a file in a new folder at the top of api/src',
      'api/src/helpers/new-helper.ts',
      'export const twice = (n: number) => n * 2;',
    ],
    [
      'a loose file in api/src/modules that belongs to no feature',
      'api/src/modules/shared-helper.ts',
      'export const twice = (n: number) => n * 2;',
    ],
    [
      'a feature importing a file in a folder that has no place in the layers',
      'api/src/modules/review/new-helper.ts',
      "import { twice } from '../../helpers/new-helper.js';\nexport const t = twice;",
    ],
  ])('%s', async (_what, file, code) => {
    expect(await problems(file, code)).toHaveLength(1);
  });
});

describe('the lint keeps each layer', () => {
  it.each([
    [
      'domain/ importing a framework',
      'api/src/domain/new-rule.ts',
      "import { Entity } from 'typeorm';\nexport const e = Entity;",
    ],
    [
      "domain/ importing Node's own modules",
      'api/src/domain/new-rule.ts',
      "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;",
    ],
    [
      'domain/ importing infrastructure',
      'api/src/domain/applications/new-rule.ts',
      "import { PiiCipher } from '../../crypto/pii-cipher.js';\nexport const c = PiiCipher;",
    ],
    [
      'domain/ importing a feature lazily',
      'api/src/domain/new-rule.ts',
      "export const load = () => import('../modules/application-records/kinds.js');",
    ],
    [
      'infrastructure importing a feature',
      'api/src/crypto/new-helper.ts',
      "import { KINDS } from '../modules/application-records/kinds.js';\nexport const k = KINDS;",
    ],
    [
      'infrastructure importing a feature from a subfolder',
      'api/src/http/parts/new-helper.ts',
      "import { KINDS } from '../../modules/application-records/kinds.js';\nexport const k = KINDS;",
    ],
    [
      'the database layer importing a feature',
      'db/new-helper.ts',
      "import { User } from '../api/src/modules/accounts/user.entity.js';\nexport const u = User;",
    ],
    [
      'the leaf importing a feature above it',
      'api/src/modules/application-records/new-helper.ts',
      "import { ReviewService } from '../review/review.service.js';\nexport const r = ReviewService;",
    ],
    [
      'a feature importing one it may not (documents → review)',
      'api/src/modules/documents/new-helper.ts',
      "import { ReviewService } from '../review/review.service.js';\nexport const r = ReviewService;",
    ],
    [
      'a new feature folder not yet listed importing another feature',
      'api/src/modules/new-feature/new-feature.service.ts',
      "import { KINDS } from '../application-records/kinds.js';\nexport const k = KINDS;",
    ],
    [
      'a feature importing the top for its values',
      'api/src/modules/review/new-helper.ts',
      "import { createServices } from '../../services.js';\nexport const s = createServices;",
    ],
    [
      'a feature importing the top for a value with an inline type specifier',
      'api/src/modules/review/new-helper.ts',
      "import { type Services } from '../../services.js';\nexport type S = Services;",
    ],
    [
      'infrastructure importing the top for its values',
      'api/src/http/new-helper.ts',
      "import { projectRoot } from '../paths.js';\nexport const p = projectRoot;",
    ],
    [
      'a feature importing a command-line tool',
      'api/src/modules/review/new-helper.ts',
      "import * as doctor from '../../cli/doctor.js';\nexport const d = doctor;",
    ],
  ])('fails on %s', async (_what, file, code) => {
    expect(await problems(file, code)).toHaveLength(1);
  });

  it.each([
    ['resolver', '../applications/applications.resolver.js', 'ApplicationsResolver'],
    ['REST routes', '../applications/applications.routes.js', 'staffReviewRoutes'],
    ['inputs', '../accounts/users.inputs.js', 'RegistrationInput'],
    ['jobs', '../accounts/accounts.jobs.js', 'accountJobs'],
  ])("fails on a feature reaching into a listed feature's %s", async (_door, from, name) => {
    const found = await problems(
      'api/src/modules/review/new-helper.ts',
      `import { ${name} } from '${from}';\nexport const d = ${name};`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('only the top assembles them');
  });

  it.each([
    [
      'domain/ importing zod, luxon and itself',
      'api/src/domain/new-rule.ts',
      "import { z } from 'zod';\nimport { DateTime } from 'luxon';\nimport { STAFF_ROLES } from './roles.js';\nexport const r = [z, DateTime, STAFF_ROLES];",
    ],
    [
      'domain/ importing itself from a subfolder',
      'api/src/domain/applications/new-rule.ts',
      "import { STAFF_ROLES } from '../roles.js';\nexport const r = STAFF_ROLES;",
    ],
    [
      'a feature importing one listed for it, the domain, infrastructure and packages',
      'api/src/modules/review/new-helper.ts',
      "import { KINDS } from '../application-records/kinds.js';\nimport { notFound } from '../../domain/errors.js';\nimport { PiiCipher } from '../../crypto/pii-cipher.js';\nimport { z } from 'zod';\nimport { createHash } from 'node:crypto';\nexport const x = [KINDS, notFound, PiiCipher, z, createHash];",
    ],
    [
      'a feature importing a listed one through ../../modules/',
      'api/src/modules/review/new-helper.ts',
      "import { KINDS } from '../../modules/application-records/kinds.js';\nexport const k = KINDS;",
    ],
    [
      'a file in a subfolder of a feature importing its own feature, a listed one and itself lazily',
      'api/src/modules/documents/storage/new-helper.ts',
      "import { KINDS } from '../../application-records/kinds.js';\nimport { documentJobKinds } from '../document-job-kinds.js';\nexport const x = [KINDS, documentJobKinds, () => import('../pdf-inspection.js')];",
    ],
    [
      'a feature importing the Services type',
      'api/src/modules/review/new-helper.ts',
      "import type { Services } from '../../services.js';\nexport type S = Services;",
    ],
    [
      'infrastructure importing the top by type, the domain and other infrastructure',
      'api/src/http/new-helper.ts',
      "import type { Services } from '../services.js';\nimport { notFound } from '../domain/errors.js';\nimport { PiiCipher } from '../crypto/pii-cipher.js';\nexport type S = Services;\nexport const x = [notFound, PiiCipher];",
    ],
    [
      'a migration importing the domain and infrastructure',
      'db/migrations/1900000000000-new-migration.ts',
      "import { applicationTerms } from '../../api/src/domain/search-terms.js';\nimport { rowHashOf } from '../../api/src/crypto/audit-hash.js';\nexport const x = [applicationTerms, rowHashOf];",
    ],
    [
      'the top importing every feature',
      'api/src/new-assembly.ts',
      "import { ReviewResolver } from './modules/review/review.resolver.js';\nexport const r = ReviewResolver;",
    ],
    [
      'the list of features importing their doors',
      'api/src/modules/index.ts',
      "import { ReviewResolver } from './review/review.resolver.js';\nimport { staffReviewRoutes } from './applications/applications.routes.js';\nexport const r = [ReviewResolver, staffReviewRoutes];",
    ],
    [
      'a command-line tool importing the top',
      'api/src/cli/new-tool.ts',
      "import { createServices } from '../services.js';\nexport const s = createServices;",
    ],
  ])('passes %s', async (_what, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
