import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One name for each kind of file under tests/ (issue 22), so a newcomer knows what a file is
 * before opening it: a test ends in .test.ts (vitest) or .spec.ts (Playwright), a helper beside
 * tests in .support.ts, a table of cases in .cases.ts, and a runner's setup in .config.ts.
 * Shared helpers live in the support folders and the bench in its own.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SUFFIXES = ['.test.ts', '.spec.ts', '.support.ts', '.cases.ts', '.config.ts'];
const HELPER_FOLDERS = ['tests/support', 'tests/e2e/support', 'tests/bench'];
/** Named by the tool that loads it (Playwright's globalSetup). */
const TOOL_FILES = ['tests/e2e/global-setup.ts'];

/** Where e2e staff users are made: the helper itself and the fixtures that delete what they make. */
const STAFF_CREATORS = ['tests/e2e/support/staff.ts', 'tests/e2e/support/fixtures.ts'];

/** An import of axe's Playwright builder, at the start of a line. */
const AXE_IMPORT = /^import .+ from '@axe-core\/playwright'/m;

function typeScriptFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return typeScriptFiles(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

describe('files under tests/', () => {
  it('are named for what they are: test, spec, support, cases or config', () => {
    const misnamed = typeScriptFiles('tests').filter(
      (file) =>
        !SUFFIXES.some((suffix) => file.endsWith(suffix)) &&
        !HELPER_FOLDERS.some((folder) => file.startsWith(`${folder}/`)) &&
        !TOOL_FILES.includes(file),
    );
    expect(misnamed).toEqual([]);
  });

  it('set up axe in one place, so every page is held to the same accessibility rules', () => {
    const setUpAxe = typeScriptFiles('tests').filter((file) => AXE_IMPORT.test(readFileSync(path.join(root, file), 'utf8')));
    expect(setUpAxe).toEqual(['tests/e2e/support/axe.ts']);
  });

  it("keep the browser tests' helpers in tests/e2e/support/, beside none of the specs", () => {
    const e2eTop = typeScriptFiles('tests/e2e').filter((file) => !file.startsWith('tests/e2e/support/'));
    const helpers = e2eTop.filter(
      (file) => !file.endsWith('.spec.ts') && !file.endsWith('.config.ts') && !TOOL_FILES.includes(file),
    );
    expect(helpers).toEqual([]);
  });

  it('create e2e staff users only through the staffUser fixtures, which delete them again', () => {
    const creators = typeScriptFiles('tests/e2e').filter(
      (file) => !STAFF_CREATORS.includes(file) && /\bcreateStaffUser\b/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(creators).toEqual([]);
  });
});
