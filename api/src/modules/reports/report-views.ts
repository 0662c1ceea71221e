import { FUNNEL_LABELS, FUNNEL_STAGES } from '../../domain/reports.js';
import type { ProgramReport } from './reports.service.js';
import type { ProgramReportView } from './reports.types.js';

/** A report as GraphQL and REST answer it: the funnel as an ordered list with its words. */
export function programReportView(report: ProgramReport): ProgramReportView {
  return {
    ...report,
    funnel: FUNNEL_STAGES.map((stage) => ({ stage, label: FUNNEL_LABELS[stage], count: report.funnel[stage] })),
  };
}
