/**
 * The layers of docs/architecture.md hold: measured on the import graph, and kept by ESLint, which
 * fails the lint on a file that crosses one.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { projectRoot } from '../../api/src/config/paths.js';
import { cyclePairs, featureCyclePairs, importEdges, upwardImports } from './module-graph.support.js';

const layersFile = path.join(projectRoot, 'eslint.layers.js');
const { FEATURE_DEPENDENCIES } = (await import(layersFile)) as { FEATURE_DEPENDENCIES: Record<string, string[]> };

describe('the import graph of the server', () => {
  const edges = importEdges(projectRoot);

  it('has no pair of modules that import each other', () => {
    expect(featureCyclePairs(edges)).toEqual([]);
    expect(cyclePairs(edges)).toEqual([]);
  });

  it('has no import of a feature from infrastructure', () => {
    expect(upwardImports(edges)).toEqual([]);
  });

  it('lists every feature folder in eslint.layers.js, and only those', () => {
    const folders = readdirSync(path.join(projectRoot, 'api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(FEATURE_DEPENDENCIES).sort()).toEqual(folders);
    for (const allowed of Object.values(FEATURE_DEPENDENCIES)) for (const name of allowed) expect(folders).toContain(name);
  });

  it('allows feature dependencies that never lead back to where they start', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, trail: string[]) => {
      if (done.has(name)) return;
      expect(visiting.has(name), `a cycle: ${[...trail, name].join(' → ')}`).toBe(false);
      visiting.add(name);
      for (const next of FEATURE_DEPENDENCIES[name] ?? []) visit(next, [...trail, name]);
      visiting.delete(name);
      done.add(name);
    };
    for (const name of Object.keys(FEATURE_DEPENDENCIES)) visit(name, []);
  });
});

describe('the lint rule that keeps the layers', () => {
  const eslint = new ESLint({ cwd: projectRoot });
  const problems = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, file) });
    return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
  };

  it.each([
    [
      'domain/ importing a framework',
      'api/src/domain/new-rule.ts',
      "import { Entity } from 'typeorm';\nexport const e = Entity;",
    ],
    [
      'domain/ importing infrastructure',
      'api/src/domain/applications/new-rule.ts',
      "import { PiiCipher } from '../../crypto/pii-cipher.js';\nexport const c = PiiCipher;",
    ],
    [
      'infrastructure importing a feature',
      'api/src/crypto/new-helper.ts',
      "import { KINDS } from '../modules/application-records/kinds.js';\nexport const k = KINDS;",
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
      "a feature reaching into another's resolver",
      'api/src/modules/review/new-helper.ts',
      "import { ApplicationsResolver } from '../applications/applications.resolver.js';\nexport const r = ApplicationsResolver;",
    ],
    [
      'a feature importing the top for its values',
      'api/src/modules/review/new-helper.ts',
      "import { createServices } from '../../services.js';\nexport const s = createServices;",
    ],
    [
      'a new feature folder not yet listed importing another feature',
      'api/src/modules/new-feature/new-feature.service.ts',
      "import { KINDS } from '../application-records/kinds.js';\nexport const k = KINDS;",
    ],
  ])('fails the lint on %s', async (_what, file, code) => {
    expect(await problems(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'domain/ importing zod and itself',
      'api/src/domain/new-rule.ts',
      "import { z } from 'zod';\nimport { roles } from './roles.js';\nexport const r = [z, roles];",
    ],
    [
      'a feature importing one listed for it, the domain and infrastructure',
      'api/src/modules/review/new-helper.ts',
      "import { KINDS } from '../application-records/kinds.js';\nimport { notFound } from '../../domain/errors.js';\nimport { PiiCipher } from '../../crypto/pii-cipher.js';\nexport const x = [KINDS, notFound, PiiCipher];",
    ],
    [
      'a feature importing the Services type',
      'api/src/modules/review/new-helper.ts',
      "import type { Services } from '../../services.js';\nexport type S = Services;",
    ],
    [
      'the top importing every feature',
      'api/src/new-assembly.ts',
      "import { ReviewResolver } from './modules/review/review.resolver.js';\nexport const r = ReviewResolver;",
    ],
  ])('passes %s', async (_what, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
