import { stringify } from 'csv-stringify/sync';
import { formatCents } from '../../domain/applications/index.js';
import { FUNNEL_TITLE } from '../../domain/reports.js';
import { formulaSafe } from '../../domain/spreadsheet-cells.js';
import type { ProgramReportView, ScheduleIView } from './reports.types.js';

/** A small CSV as the exports write it: a BOM for spreadsheets, every cell quoted and inert (decision 300). */
function csvOf(rows: (string | number | null)[][]): string {
  const cells = rows.map((row) => row.map((cell) => (cell === null ? '' : formulaSafe(String(cell)))));
  return `\uFEFF${stringify(cells, { quoted: true, record_delimiter: 'windows' })}`;
}

const money = (cents: number | null) => (cents === null ? '' : formatCents(cents));

/** Every figure of a cycle's report, one per line: section, figure, value. */
export function programReportCsv(report: ProgramReportView): string {
  const rows: (string | number | null)[][] = [['Section', 'Figure', 'Value']];
  for (const f of report.funnel) rows.push([FUNNEL_TITLE, f.label, f.count]);
  const t = report.decisionTimes;
  rows.push(
    ['Days to decision', 'Decided', t.decided],
    ['Days to decision', 'Median', t.medianDays],
    ['Days to decision', '90th percentile', t.p90Days],
  );
  const b = report.budget;
  rows.push(
    ['Budget', 'Budget', money(report.cycle.budgetCents)],
    ['Budget', 'Committed', money(b.committedCents)],
    ['Budget', 'Released', money(b.releasedCents)],
    ['Budget', 'Paid', money(b.paidCents)],
    ['Budget', 'Failed', money(b.failedCents)],
    ['Budget', 'Remaining', money(b.remainingCents)],
    ['Budget', 'Awards', b.awards],
    ['Budget', 'Maximum awards', report.cycle.maxAwards],
    ['Budget', 'Awards remaining', b.remainingAwards],
  );
  for (const r of report.reviewers)
    rows.push(
      ['Reviewers', `${r.name}: assigned`, r.assigned],
      ['Reviewers', `${r.name}: scored`, r.scored],
      ['Reviewers', `${r.name}: average score`, r.averageScore],
    );
  const q = report.openRequests;
  rows.push(
    ['Open document requests', 'Open', q.open],
    ['Open document requests', 'Median wait (days)', q.medianWaitDays],
    ['Open document requests', 'Longest wait (days)', q.longestWaitDays],
  );
  return csvOf(rows);
}

/** Schedule I, Part III, columns (a) to (d), with the fiscal year on every line. */
export function scheduleICsv(report: ScheduleIView): string {
  const rows: (string | number | null)[][] = [
    [
      'Fiscal year',
      '(a) Type of grant or assistance',
      '(b) Number of recipients',
      '(c) Amount of cash grant',
      '(d) Amount of noncash assistance',
    ],
  ];
  for (const line of report.lines) rows.push([report.label, line.grantType, line.recipients, money(line.cashCents), money(0)]);
  return csvOf(rows);
}
