import { useId, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, rubricSchema } from '@domain/review/inputs';
import { linkableAnswers } from '@domain/review/rubric-answers';
import { CONSOLE_KINDS } from '../../../console/kinds';
import type { ApplicationKind } from '../../../generated/graphql';
import { useRubric } from '../hooks/useRubric';
import { useSaveRubric, type Criterion, type CriterionDraft } from '../hooks/useSaveRubric';
import { keyFromLabel } from '../rubric-keys';
import { RubricRow, type Row } from './RubricRow';
import './rubric.css';

let nextUid = 0;
const toRow = (c: Criterion): Row => ({
  uid: ++nextUid,
  key: c.key,
  label: c.label,
  maxPoints: String(c.maxPoints),
  weight: String(c.weight),
  field: c.field ?? '',
  isNew: false,
});
// An empty number is sent as 0, so the domain's own "1 to N" message answers it.
const toNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));
const toDraft = (r: Row): CriterionDraft => ({
  key: r.key,
  label: r.label,
  maxPoints: toNumber(r.maxPoints),
  weight: toNumber(r.weight),
  field: r.field || null,
});

/** Field messages by `${row}.${field}` (or `${row}` for the whole row) and one for the form. */
type Problems = { form: string | null; fields: Record<string, string> };
const noProblems: Problems = { form: null, fields: {} };

/** A kind's rubric, editable by an admin: label, maximum points, weight and the answer shown beside each criterion. */
export function RubricEditor({ kind, kindLabel }: { kind: ApplicationKind; kindLabel: string }) {
  const { rubric, loading, error } = useRubric(kind);
  if (loading && rubric.length === 0) return <p className="review-muted">Loading the rubric…</p>;
  if (error) return <p className="review-error">The rubric could not be loaded. Please reload the page.</p>;
  // A fresh editor per kind and per saved rubric: the inputs start from what the server holds.
  return <RubricForm key={kind} kind={kind} kindLabel={kindLabel} initial={rubric} />;
}

function RubricForm({ kind, kindLabel, initial }: { kind: ApplicationKind; kindLabel: string; initial: Criterion[] }) {
  const id = useId();
  const { save, saving } = useSaveRubric(kind);
  const [rows, setRows] = useState<Row[]>(() => initial.map(toRow));
  const [problems, setProblems] = useState<Problems>(noProblems);
  const [status, setStatus] = useState('');
  const answers = linkableAnswers(CONSOLE_KINDS.find((k) => k.kind === kind)!.segment);

  function change(uid: number, patch: Partial<Row>) {
    setStatus('');
    setRows((current) =>
      current.map((r) => {
        if (r.uid !== uid) return r;
        const next = { ...r, ...patch };
        if (next.isNew && patch.label !== undefined) {
          const taken = new Set(current.filter((o) => o.uid !== uid).map((o) => o.key));
          next.key = keyFromLabel(patch.label, taken);
        }
        return next;
      }),
    );
  }

  function move(index: number, by: -1 | 1) {
    setStatus('');
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
    // At the top or bottom the pressed button is disabled and would drop the focus: the row's
    // other move button takes it, so a keyboard user stays on the row they moved.
    const to = index + by;
    if (to === 0 || to === rows.length - 1) {
      requestAnimationFrame(() => {
        const item = document.querySelectorAll(`[data-rubric="${id}"] > li`)[to];
        item?.querySelector<HTMLButtonElement>(`button[data-move="${by === -1 ? 'down' : 'up'}"]`)?.focus();
      });
    }
  }

  function add() {
    setStatus('');
    setRows((current) => {
      const key = keyFromLabel('criterion', new Set(current.map((r) => r.key)));
      return [...current, { uid: ++nextUid, key, label: '', maxPoints: '10', weight: '1', field: '', isNew: true }];
    });
    // The new row's label takes the focus once it is drawn.
    requestAnimationFrame(() => {
      const inputs = document.querySelectorAll<HTMLInputElement>(`[data-rubric="${id}"] input[name="label"]`);
      inputs[inputs.length - 1]?.focus();
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    const criteria = rows.map(toDraft);
    const parsed = rubricSchema.safeParse(criteria);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      let form: string | null = null;
      for (const issue of parsed.error.issues) {
        if (issue.path.length === 0) form ??= issue.message;
        else fields[issue.path.slice(0, 2).join('.')] ??= issue.message;
      }
      return setProblems({ form: form ?? 'Please correct the fields marked below.', fields });
    }
    const problem = await save(parsed.data);
    if (problem) {
      // The server keys its messages by row index; they show on that row.
      const fields = Object.fromEntries(Object.entries(problem.fields).filter(([k]) => /^\d+$/.test(k)));
      return setProblems({ form: problem.fields.criteria ?? problem.message, fields });
    }
    setProblems(noProblems);
    setRows(parsed.data.map((c) => toRow(c as Criterion)));
    setStatus(`The ${kindLabel.toLowerCase()} rubric was saved.`);
  }

  const full = rows.length >= REVIEW_LIMITS.criteria;
  return (
    <form className="rubric" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="rubric__title" id={`${id}-title`}>
        {kindLabel} rubric
      </h2>
      {problems.form && (
        <p className="review-error" role="alert">
          {problems.form}
        </p>
      )}
      <p className="review-muted">
        A criterion can show reviewers one answer of the application beside its score, such as the GPA; the scholarship’s GPA
        guide and household preference come with a short note.
      </p>
      {rows.length === 0 ? (
        <p className="review-muted">This rubric has no criteria. Add at least one before saving.</p>
      ) : (
        <ol className="rubric__rows" data-rubric={id}>
          {rows.map((row, index) => (
            <RubricRow
              key={row.uid}
              row={row}
              index={index}
              count={rows.length}
              errors={problems.fields}
              answers={answers}
              onChange={(patch) => change(row.uid, patch)}
              onMove={(by) => move(index, by)}
              onRemove={() => {
                setStatus('');
                setRows((current) => current.filter((r) => r.uid !== row.uid));
              }}
            />
          ))}
        </ol>
      )}
      <div className="rubric__actions">
        <button type="button" className="button button--secondary" onClick={add} disabled={full}>
          Add criterion
        </button>
        <button type="submit" className="button" disabled={saving} aria-busy={saving}>
          Save rubric
        </button>
      </div>
      {full && <p className="review-muted">A rubric can have at most {REVIEW_LIMITS.criteria} criteria.</p>}
      <p className="review-status-line" role="status">
        {status}
      </p>
    </form>
  );
}
