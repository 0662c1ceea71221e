/**
 * The feature list (api/src/modules/index.ts) builds the server: every feature folder is in it
 * once, through its manifest, and it is in the dependency order of eslint.layers.js, so each
 * feature is built after the features it uses.
 */
import 'reflect-metadata';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';
import { FEATURES } from '../../api/src/modules/index.js';
import { containerKey } from '../../api/src/services.js';

const modulesDir = path.join(projectRoot, 'api/src/modules');
const layersFile = path.join(projectRoot, 'eslint.layers.js');
const { FEATURE_DEPENDENCIES } = (await import(layersFile)) as { FEATURE_DEPENDENCIES: Record<string, string[]> };

const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const listed = FEATURES.map((feature) => feature.name);

/** Features listed before one of their dependencies, as `feature → dependency`. */
function outOfOrder(list: readonly string[], dependencies: Record<string, string[]>): string[] {
  return list.flatMap((name, index) =>
    (dependencies[name] ?? []).filter((needed) => !list.slice(0, index).includes(needed)).map((needed) => `${name} → ${needed}`),
  );
}

describe('the feature list', () => {
  it('has each feature folder once, and nothing else', () => {
    expect([...listed].sort()).toEqual(folders);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('takes each feature from its own manifest, <feature>/<feature>.module.ts', async () => {
    for (const name of folders) {
      const file = path.join(modulesDir, name, `${name}.module.ts`);
      expect(existsSync(file), `${name} has no ${name}.module.ts`).toBe(true);
      const manifest = Object.values((await import(file)) as Record<string, unknown>);
      expect(manifest, `${name}.module.ts exports its manifest only`).toHaveLength(1);
      expect(FEATURES).toContain(manifest[0]);
      expect((manifest[0] as { name: string }).name).toBe(name);
    }
  });

  it('comes lowest first: every feature after the features it depends on', () => {
    expect(outOfOrder(listed, FEATURE_DEPENDENCIES)).toEqual([]);
  });

  it('notices a feature listed before one it depends on', () => {
    const applicationsLast = [...listed.filter((name) => name !== 'applications'), 'applications'];
    expect(outOfOrder(applicationsLast, FEATURE_DEPENDENCIES)).toContain('review → applications');
  });

  it('gives each feature its own key in the services container, its name in camelCase', () => {
    expect(containerKey('application-status')).toBe('applicationStatus');
    const keys = listed.map(containerKey);
    expect(new Set([...keys, 'infra']).size).toBe(keys.length + 1);
  });
});
