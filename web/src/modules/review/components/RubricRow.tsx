import { useId } from 'react';
import type { RubricAnswerChoice } from '@domain/review/rubric-answers';
import { FieldShell, TextField } from '../../../components/ui/Field';

export interface Row {
  /** A stable identity for React while rows move; never sent. */
  uid: number;
  key: string;
  label: string;
  maxPoints: string;
  weight: string;
  /** The form answer shown beside the criterion while scoring; '' for none. */
  field: string;
  /** Not saved yet: its key still follows its label. */
  isNew: boolean;
}

/** One criterion of the rubric editor: its key, its three inputs and its buttons. */
export function RubricRow({
  row,
  index,
  count,
  errors,
  answers,
  onChange,
  onMove,
  onRemove,
}: {
  row: Row;
  index: number;
  count: number;
  errors: Record<string, string>;
  /** The answers of this kind's form a criterion can show. */
  answers: readonly RubricAnswerChoice[];
  onChange: (patch: Partial<Row>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = row.label.trim() || `criterion ${index + 1}`;
  const rowError = errors[String(index)] ?? errors[`${index}.key`];
  return (
    <li className="rubric__row">
      <fieldset className="rubric__fieldset" aria-describedby={rowError ? `${id}-error` : undefined}>
        <legend className="rubric__legend">
          Criterion {index + 1}
          <span className="rubric__key">
            key <code>{row.key}</code>
            {row.isNew && ' (new)'}
          </span>
        </legend>
        <div className="rubric__fields">
          <TextField
            label="Label"
            name="label"
            value={row.label}
            onChange={(label) => onChange({ label })}
            error={errors[`${index}.label`]}
            maxLength={100}
            autoComplete="off"
          />
          <TextField
            label="Maximum points"
            name="maxPoints"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            value={row.maxPoints}
            onChange={(maxPoints) => onChange({ maxPoints })}
            error={errors[`${index}.maxPoints`]}
          />
          <TextField
            label="Weight"
            name="weight"
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            step={1}
            value={row.weight}
            onChange={(weight) => onChange({ weight })}
            error={errors[`${index}.weight`]}
          />
          <FieldShell
            id={`${id}-field`}
            label="Answer shown to reviewers"
            error={errors[`${index}.field`]}
            className="rubric__answer"
          >
            {(control) => (
              <select {...control} name="field" value={row.field} onChange={(e) => onChange({ field: e.target.value })}>
                <option value="">None</option>
                {answers.map((a) => (
                  <option key={a.name} value={a.name}>
                    {a.label}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        </div>
        {rowError && (
          <p className="review-error" id={`${id}-error`}>
            {rowError}
          </p>
        )}
        <div className="rubric__row-actions">
          <button
            type="button"
            className="button button--secondary rubric__small"
            data-move="up"
            onClick={() => onMove(-1)}
            disabled={index === 0}
          >
            Move up
            <span className="visually-hidden"> {name}</span>
          </button>
          <button
            type="button"
            className="button button--secondary rubric__small"
            data-move="down"
            onClick={() => onMove(1)}
            disabled={index === count - 1}
          >
            Move down
            <span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" className="button button--danger rubric__small" onClick={onRemove}>
            Remove
            <span className="visually-hidden"> {name}</span>
          </button>
        </div>
      </fieldset>
    </li>
  );
}
