import { describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApplicationAwardContextDocument, ApplicationDetailDocument } from '../../../generated/graphql';
import { MoveDialog, type AwardContext } from './MoveDialog';

const approve = { to: 'APPROVED', action: 'Approve', needs: ['awardCents'] } as const;
const context: AwardContext = {
  awardCents: 100_000,
  budgetCents: 1_000_000,
  remainingCents: 250_000,
  maxAwards: 10,
  remainingAwards: 3,
};
const dialog = (awardContext: AwardContext | null) =>
  renderToStaticMarkup(
    <MoveDialog
      move={approve}
      busy={false}
      error={null}
      awardContext={awardContext}
      applicant={{ name: 'Maya Brooks', email: 'maya@example.com' }}
      onSubmit={() => {}}
      onCancel={() => {}}
    />,
  );

// The approve dialog's budget line and starting award, asked for only when the dialog opens.
describe('MoveDialog approving', () => {
  it('says what remains of the cycle and starts from its award', () => {
    const html = dialog(context);
    expect(html).toContain('$2,500 remains of the cycle’s $10,000 budget; 3 of 10 awards are left.');
    expect(html).toMatch(/<input[^>]*name="awardCents"[^>]*value="1,000.00"/);
  });

  it('opens before the figures have arrived, with an empty award and no budget line', () => {
    const html = dialog(null);
    expect(html).toContain('Award in dollars');
    expect(html).not.toContain('remains of the cycle');
    expect(html).toMatch(/<input[^>]*name="awardCents"[^>]*value=""/);
  });

  it('is the only place that asks for the figures: the detail page does not', () => {
    expect(print(ApplicationDetailDocument)).not.toMatch(/awardContext|bulkAwardContext/i);
    expect(print(ApplicationAwardContextDocument)).toContain('bulkAwardContext(kind: $kind, ids: [$id])');
  });
});

describe('MoveDialog marking paid', () => {
  it('says under "Payment reference" what to write there, tied to the field for screen readers', () => {
    const html = renderToStaticMarkup(
      <MoveDialog
        move={{ to: 'PAID', action: 'Mark paid', needs: ['paymentReference'] }}
        busy={false}
        error={null}
        awardContext={null}
        applicant={{ name: 'Maya Brooks', email: 'maya@example.com' }}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    const field = /<input[^>]*name="paymentReference"[^>]*>/.exec(html)?.[0] ?? '';
    const hintId = /aria-describedby="([^"]+)"/.exec(field)?.[1];
    expect(hintId).toBeTruthy();
    expect(html).toContain(`id="${hintId}" class="review-field__hint">The check number or transfer reference, e.g. Check 1042`);
  });
});
