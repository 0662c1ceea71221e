import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';
import type { BenchRow, BenchSuite } from './harness.js';
import { applicationsSuite } from './suites/applications.js';
import { auditLogSuite } from './suites/audit-log.js';
import { hostilePdfsSuite } from './suites/hostile-pdfs.js';
import { reviewSuite } from './suites/review.js';
import { apiSuite, pagesSuite } from './suites/site-and-api.js';
import { signInSuite } from './suites/sign-in.js';
import { listScaleSuite } from './suites/list-scale.js';
import { reportsSuite } from './suites/reports.js';
import { staffListSuite } from './suites/staff-list.js';

/**
 * `npm run bench`: runs every suite, prints one markdown table and writes it to
 * .bench/results.md. A later suite adds itself to SUITES; its rows join the same table.
 * Each figure sits next to a bare node:http baseline measured in the same run.
 */
const SUITES: BenchSuite[] = [
  pagesSuite,
  apiSuite,
  staffListSuite,
  applicationsSuite,
  hostilePdfsSuite,
  reviewSuite,
  signInSuite,
  listScaleSuite,
  reportsSuite,
  auditLogSuite,
];

const format = (n: number, unit: BenchRow['unit']) =>
  unit === 'queries' ? String(n) : unit === '%' ? n.toFixed(1) : n >= 100 ? n.toFixed(0) : n.toFixed(1);

function table(rows: (BenchRow & { suite: string })[]): string {
  const lines = [
    '| suite | metric | value | baseline (bare node:http unless named) | ratio | bar | ok |',
    '|---|---|---:|---:|---:|---|:-:|',
    ...rows.map((r) => {
      const baseline =
        r.baseline === undefined ? '—' : `${format(r.baseline, r.unit)} ${r.unit}${r.against ? ` ${r.against}` : ''}`;
      // A share below 1 reads as a percentage ("3.9 %"), not as "0.0×".
      const share = r.baseline ? r.value / r.baseline : undefined;
      const ratio = share === undefined ? '—' : share < 1 ? `${(share * 100).toFixed(1)} %` : `${share.toFixed(1)}×`;
      const ok = r.pass === undefined ? '' : r.pass ? 'yes' : 'NO';
      return `| ${r.suite} | ${r.metric} | ${format(r.value, r.unit)} ${r.unit} | ${baseline} | ${ratio} | ${r.bar ?? ''} | ${ok} |`;
    }),
  ];
  return lines.join('\n');
}

const only = process.argv.slice(2);
// Other work on the machine slows the bare server as much as the app, so a ratio taken under load
// says little: the table says what the load was when the run began.
const loadAtStart = loadavg()[0]!;
const busy = loadAtStart > cpus().length / 2;
const rows: (BenchRow & { suite: string })[] = [];
for (const suite of SUITES.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.error(`[bench] ${suite.name} …`);
  for (const row of await suite.run()) rows.push({ ...row, suite: suite.name });
}
const load = `load average ${loadAtStart.toFixed(1)} on ${cpus().length} CPUs at the start`;
const warning = busy ? `\n\n**The machine was busy: the throughput ratios of this run are not reliable.**` : '';
const header = `# Benchmarks\n\n${new Date().toISOString()} · Node ${process.version} · ${process.platform}/${process.arch} · ${load}${warning}\n\n`;
const markdown = header + table(rows) + '\n';
mkdirSync(path.join(projectRoot, '.bench'), { recursive: true });
writeFileSync(path.join(projectRoot, '.bench', 'results.md'), markdown);
console.log(markdown);
process.exitCode = rows.some((r) => r.pass === false) ? 1 : 0;
