import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { nodeLineState, nodeLineWarning } from '../../scripts/lib/runtime.mjs';

/**
 * One table of Node lines (node-lines.json, decision 420) that package.json's engines, the lock
 * file's dependencies, @types/node, the deploy guide and the systemd unit all agree with: a move
 * to the next LTS fails here until every one of them has moved.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const json = <T>(file: string) => JSON.parse(read(file)) as T;

interface Lines {
  projectNode: string;
  lines: Record<string, { endOfLife: string; supported: boolean; minimum?: string }>;
}
interface LockPackage {
  engines?: { node?: string };
  os?: string[];
  cpu?: string[];
}
const nodeLines = json<Lines>('node-lines.json');
const pkg = json<{ engines: { node: string }; devDependencies: Record<string, string> }>('package.json');
const lock = json<{ packages: Record<string, LockPackage> }>('package-lock.json');
const supported = Object.entries(nodeLines.lines).filter(([, line]) => line.supported);
/** The oldest and newest releases the project says it runs on, in each supported line. */
const probes = [...supported.map(([, line]) => line.minimum ?? ''), nodeLines.projectNode];

describe('the Node lines the project runs on', () => {
  it('are the supported lines of node-lines.json, and the project’s own Node is the newest of them', () => {
    expect(supported.map(([major]) => major)).toEqual(['22', '24']);
    expect(nodeLines.projectNode.split('.')[0]).toBe('24');
    for (const probe of probes) expect(semver.satisfies(probe, pkg.engines.node), probe).toBe(true);
    expect(semver.satisfies('20.20.2', pkg.engines.node)).toBe(false);
  });

  it('are accepted by every dependency in the lock file (npm ci prints no EBADENGINE)', () => {
    const refusing = Object.entries(lock.packages)
      // A binary for another platform (sharp's Windows build) is never installed here.
      .filter(([, p]) => p.engines?.node && !p.os && !p.cpu)
      .flatMap(([name, p]) =>
        probes
          .filter((probe) => !semver.satisfies(probe, p.engines!.node!))
          .map((probe) => `${name} (${p.engines!.node}) refuses ${probe}`),
      );
    expect(refusing).toEqual([]);
  });

  it('are the ones @types/node, the deploy guide and the systemd unit name', () => {
    const major = nodeLines.projectNode.split('.')[0]!;
    expect(semver.minVersion(pkg.devDependencies['@types/node']!)?.major).toBe(Number(major));
    expect(read('deploy/README.md')).toContain(`setup_${major}.x`);
    expect(read('deploy/templates/odf.service')).toContain(`Node ${major} LTS`);
  });

  it('are told apart from an ended or untested Node in one sentence', () => {
    const today = new Date('2026-11-28T12:00:00Z');
    expect(nodeLineState('24.21.0', today)).toBe('supported');
    expect(nodeLineState('22.15.0', today)).toBe('supported');
    expect(nodeLineState('22.12.0', today)).toBe('untested');
    expect(nodeLineState('v20.20.2', today)).toBe('ended');
    expect(nodeLineState('23.1.0', today)).toBe('untested');
    expect(nodeLineState('22.23.3', new Date('2027-05-01'))).toBe('ended');
    expect(nodeLineWarning('24.21.0', today)).toBeNull();
    expect(nodeLineWarning('20.20.2', today)).toBe(
      'Node 20.20.2 is past its end of life (2026-04-30) and gets no security fixes: install Node 24 LTS (https://nodejs.org/en/download).',
    );
  });
});
