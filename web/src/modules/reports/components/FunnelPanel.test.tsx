import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { FUNNEL_LABELS, FUNNEL_STAGES, FUNNEL_TITLE } from '@domain/reports';
import type { FunnelStage } from '../../../generated/graphql';
import { FunnelPanel } from './FunnelPanel';

// The hand-computed cycle of tests/integration/reports-funnel.test.ts.
const counts = [9, 8, 4, 4, 3, 2, 2];
const funnel = FUNNEL_STAGES.map((stage, i) => ({
  stage: stage.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as FunnelStage,
  label: FUNNEL_LABELS[stage],
  count: counts[i]!,
}));
const html = renderToStaticMarkup(<FunnelPanel funnel={funnel} />);
const text = html
  .replace(/<[^>]+>/g, ' ')
  .replace(/&#x27;/g, "'")
  .replace(/\s+/g, ' ');

describe('the funnel panel', () => {
  it('says what every figure counts: the chart, the table and its column', () => {
    expect(text).toContain(`${FUNNEL_TITLE} Received: 9; In review: 8; Needs information: 4; Decided: 4;`);
    expect(html).toContain(`<caption>${FUNNEL_TITLE}</caption>`);
    expect(text).toContain('Stage Applications that reached it');
    expect(text).toContain('Needs information 4');
  });

  it('words the note as the numbers mean: reached ever, one chain, a side step, two outcomes', () => {
    expect(text).toContain(
      'Each bar counts the applications of this cycle that have ever reached that stage, whatever their status now, so no bar goes down when an application moves on.',
    );
    expect(text).toContain(
      'Received, In review, Decided, Approved and Paid follow one another: each counts no more than the one before it.',
    );
    expect(text).toContain(
      'Needs information is a side step of review: an application asked for more information counts there even after it went back to review, and In review counts it once.',
    );
    expect(text).toContain(
      'Approved and Declined are the two outcomes of a decision: together they add up to Decided, except that an application reopened and decided the other way counts in both.',
    );
    expect(text).toContain(
      'Applications whose data the retention policy deleted still count, but only in the stages their last status implies: their history was deleted with them.',
    );
    // The note names every stage by the label its bar has.
    const note = text.slice(text.indexOf('Each bar counts'));
    for (const stage of FUNNEL_STAGES) expect(note).toContain(FUNNEL_LABELS[stage]);
  });
});
