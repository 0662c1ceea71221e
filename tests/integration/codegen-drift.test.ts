import { spawnSync } from 'node:child_process';
import { projectRoot } from '../../api/src/config/paths.js';

describe('generated Apollo hooks', () => {
  it('are current with schema.graphql and the .graphql operations (else run `npm run codegen`)', () => {
    const result = spawnSync(process.execPath, ['scripts/codegen.mjs', '--check'], { cwd: projectRoot, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);
});
