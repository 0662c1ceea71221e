import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONSOLE_KINDS, kindBySegment } from '../../console/kinds';
import { RubricEditor } from '../../modules/review/components/RubricEditor';
import { usePageMeta } from '../../site/use-page-meta';
import type { ApplicationKind } from '../../generated/graphql';
import { StaffConsolePage } from './StaffConsolePage';

/** /admin-access-rubric: each kind's scoring rubric. Admin only, like the server's saveReviewRubric. */
export default function RubricPage() {
  usePageMeta({ title: 'Rubric', description: 'Edit the scoring rubric of each kind of application.' });
  // The kind lives in the URL (?kind=parent), so a reload or a shared link opens the same rubric.
  // The radio follows a local state at once; the URL catches up in a router transition.
  const [params, setParams] = useSearchParams();
  const [kind, setKind] = useState(() => (kindBySegment(params.get('kind') ?? undefined) ?? CONSOLE_KINDS[0]!).kind);
  // A kind's editor stays mounted (hidden) once opened, so unsaved edits survive a switch.
  const [opened, setOpened] = useState<ReadonlySet<ApplicationKind>>(() => new Set([kind]));
  return (
    <StaffConsolePage
      permission="review:rubric"
      title="Rubric"
      lead="Reviewers score each application against its kind’s criteria. A criterion counts by its weight, and the weighted score is shown out of 100."
    >
      <div className="rubric-note">
        <p>
          <strong>Saved scores keep their meaning.</strong> Each score is stored with the rubric it was given against, so
          changing, adding, removing or reordering criteria does not change a score already given or the averages built from it.
        </p>
        <p>A reviewer who updates their score afterwards scores against the rubric saved here.</p>
      </div>
      <fieldset className="rubric-kinds">
        <legend>Kind of application</legend>
        {CONSOLE_KINDS.map((k) => (
          <label key={k.kind}>
            <input
              type="radio"
              name="rubric-kind"
              value={k.kind}
              checked={kind === k.kind}
              onChange={() => {
                setKind(k.kind);
                setOpened((o) => new Set(o).add(k.kind));
                setParams({ kind: k.segment }, { replace: true });
              }}
            />
            {k.label}
          </label>
        ))}
      </fieldset>
      {CONSOLE_KINDS.filter((k) => opened.has(k.kind)).map((k) => (
        <div key={k.kind} hidden={k.kind !== kind}>
          <RubricEditor kind={k.kind} kindLabel={k.label} />
        </div>
      ))}
    </StaffConsolePage>
  );
}
