import { useId, useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldErrorsFromIssues } from '@domain/errors';
import { fromWallTime, isValidTimeZone, programCycleInputSchema, toWallTime } from '@domain/program-cycles';
import { FieldShell, FormNotice, TextField } from '../../../components/ui/Field';
import { moneyToCents } from '@domain/applications/formats';
import type { ProgramCyclesAdminQuery, ProgramCycleInput } from '../../../generated/graphql';
import { TIME_ZONES } from '../time-zones';

export type AdminCycle = ProgramCyclesAdminQuery['programCycleHistory'][number];

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2));

interface Values {
  opensAt: string;
  closesAt: string;
  rolling: boolean;
  timeZone: string;
  award: string;
  budget: string;
  maxAwards: string;
  /** '0' or '1': letters of recommendation asked of each applicant. */
  lettersRequired: string;
  lettersDueDays: string;
  newCycle: boolean;
}

function valuesOf(cycle: AdminCycle): Values {
  return {
    opensAt: cycle.opensAt ? toWallTime(new Date(cycle.opensAt), cycle.timeZone) : '',
    closesAt: cycle.closesAt ? toWallTime(new Date(cycle.closesAt), cycle.timeZone) : '',
    rolling: cycle.closesAt === null,
    timeZone: cycle.timeZone,
    award: dollars(cycle.awardCents),
    budget: dollars(cycle.budgetCents),
    maxAwards: cycle.maxAwards === null ? '' : String(cycle.maxAwards),
    lettersRequired: String(cycle.lettersRequired),
    lettersDueDays: String(cycle.lettersDueDays),
    newCycle: false,
  };
}

/** The form's values as saveProgramCycle's input, or the fields to correct. */
function inputOf(
  kind: AdminCycle['kind'],
  kindValue: string,
  v: Values,
): { input?: ProgramCycleInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const zone = isValidTimeZone(v.timeZone) ? v.timeZone : 'UTC';
  const when = (name: 'opensAt' | 'closesAt', text: string) => {
    if (text === '') return null;
    const date = fromWallTime(text, zone);
    if (!date) errors[name] = 'Please give a date and a time.';
    return date?.toISOString() ?? null;
  };
  const money = (name: string, text: string) => {
    if (text.trim() === '') return null;
    const cents = moneyToCents(text, { dollarSign: true });
    if (cents === null) errors[name] = 'Please give an amount in dollars, like 1,000 or 2,500.50.';
    return cents;
  };
  const input = {
    kind,
    opensAt: when('opensAt', v.opensAt),
    closesAt: v.rolling ? null : when('closesAt', v.closesAt),
    timeZone: v.timeZone,
    awardCents: money('awardCents', v.award),
    budgetCents: money('budgetCents', v.budget),
    maxAwards: v.maxAwards.trim() === '' ? null : Number(v.maxAwards),
    lettersRequired: Number(v.lettersRequired),
    // Empty is not "no limit" here: the schema's message asks for a whole number.
    lettersDueDays: v.lettersDueDays.trim() === '' ? Number.NaN : Number(v.lettersDueDays),
    newCycle: v.newCycle,
  };
  if (!v.rolling && v.closesAt === '') errors.closesAt = 'Please give the deadline, or choose a rolling program.';
  // The same rules as the server (api/src/domain/program-cycles.ts), checked before sending.
  const parsed = programCycleInputSchema.safeParse({ ...input, kind: kindValue });
  if (!parsed.success) Object.assign(errors, { ...fieldErrorsFromIssues(parsed.error.issues), ...errors });
  else if (input.opensAt && input.closesAt && input.closesAt <= input.opensAt)
    errors.closesAt = 'The closing date must be after the opening date.';
  return Object.keys(errors).length > 0 ? { errors } : { input, errors };
}

/** A text field of the editor: which value it edits, the name its server errors come back under. */
interface CycleFieldSpec {
  value: 'opensAt' | 'closesAt' | 'award' | 'budget' | 'maxAwards' | 'lettersDueDays';
  name: keyof ProgramCycleInput;
  label: string;
  help: string;
  type?: 'datetime-local';
  inputMode?: 'decimal' | 'numeric';
}

const OPENS: CycleFieldSpec = {
  value: 'opensAt',
  name: 'opensAt',
  label: 'Opens',
  type: 'datetime-local',
  help: 'Leave empty to take applications now.',
};
const DEADLINE: CycleFieldSpec = {
  value: 'closesAt',
  name: 'closesAt',
  label: 'Deadline',
  type: 'datetime-local',
  help: 'Submissions are still accepted for 30 minutes after it.',
};
const AWARD_FIELDS: readonly CycleFieldSpec[] = [
  {
    value: 'award',
    name: 'awardCents',
    label: 'Award in dollars',
    inputMode: 'decimal',
    help: 'Shown on the public pages. Leave empty when it varies.',
  },
  {
    value: 'budget',
    name: 'budgetCents',
    label: 'Budget in dollars',
    inputMode: 'decimal',
    help: "Approvals beyond it need an admin's override. Empty: no budget.",
  },
  { value: 'maxAwards', name: 'maxAwards', label: 'Most awards', inputMode: 'numeric', help: 'Empty: no limit.' },
];
const LETTERS_DUE: CycleFieldSpec = {
  value: 'lettersDueDays',
  name: 'lettersDueDays',
  label: 'Days after the deadline a letter may still arrive',
  inputMode: 'numeric',
  help: 'The recommender’s link works until the deadline plus these days (a rolling program counts from the request).',
};

function CycleField({
  field,
  values,
  errors,
  set,
  disabled,
}: {
  field: CycleFieldSpec;
  values: Values;
  errors: Record<string, string>;
  set: (key: CycleFieldSpec['value'], value: string) => void;
  /** A disabled field shows empty: a rolling program has no deadline. */
  disabled?: boolean;
}) {
  return (
    <TextField
      label={field.label}
      name={field.name}
      type={field.type}
      inputMode={field.inputMode}
      help={field.help}
      value={disabled ? '' : values[field.value]}
      disabled={disabled}
      error={errors[field.name]}
      onChange={(v) => set(field.value, v)}
    />
  );
}

/** One program's current cycle: its window in its time zone, award, budget and number of awards. */
export function CycleEditor({
  cycle,
  kindValue,
  label,
  onSave,
}: {
  cycle: AdminCycle;
  /** The domain's kind ('high-school'), for the shared rules. */
  kindValue: string;
  label: string;
  onSave: (input: ProgramCycleInput) => Promise<unknown>;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(cycle));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((old) => ({ ...old, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const { input, errors: found } = inputOf(cycle.kind, kindValue, values);
    setErrors(found);
    if (!input) return setNotice({ tone: 'error', text: 'Please check the highlighted fields.' });
    setBusy(true);
    try {
      await onSave(input);
      set('newCycle', false);
      setNotice({ tone: 'success', text: 'Saved. The public pages show it within a few seconds.' });
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      setErrors((first?.extensions?.fields as Record<string, string> | undefined) ?? {});
      setNotice({ tone: 'error', text: first?.message ?? 'The cycle could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  const zones = TIME_ZONES.includes(values.timeZone) ? TIME_ZONES : [values.timeZone, ...TIME_ZONES];
  return (
    <form className="cycle-editor" onSubmit={(e) => void submit(e)} noValidate aria-label={`${label} cycle`}>
      <div className="cycle-editor__grid">
        <CycleField field={OPENS} values={values} errors={errors} set={set} />
        <div className="cycle-editor__deadline">
          <CycleField field={DEADLINE} values={values} errors={errors} set={set} disabled={values.rolling} />
          <label className="cycle-editor__check">
            <input type="checkbox" checked={values.rolling} onChange={(e) => set('rolling', e.target.checked)} />
            Rolling, open all year
          </label>
        </div>
        <FieldShell id={`${id}-zone`} label="Time zone" help="The dates above are in this time zone." error={errors.timeZone}>
          {(control) => (
            <select {...control} name="timeZone" value={values.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        {AWARD_FIELDS.map((field) => (
          <CycleField key={field.name} field={field} values={values} errors={errors} set={set} />
        ))}
        <FieldShell
          id={`${id}-letters`}
          label="Letters of recommendation"
          help="With one letter, the form asks for a recommender, who gets a private link to upload it."
          error={errors.lettersRequired}
        >
          {(control) => (
            <select
              {...control}
              name="lettersRequired"
              value={values.lettersRequired}
              onChange={(e) => set('lettersRequired', e.target.value)}
            >
              <option value="0">None</option>
              <option value="1">One letter</option>
            </select>
          )}
        </FieldShell>
        <CycleField field={LETTERS_DUE} values={values} errors={errors} set={set} />
      </div>
      <label className="cycle-editor__check">
        <input type="checkbox" checked={values.newCycle} onChange={(e) => set('newCycle', e.target.checked)} />
        Start a new cycle with these values (the current one keeps its figures; the new budget counts from zero)
      </label>
      {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : `Save the ${label.toLowerCase()} cycle`}
      </button>
    </form>
  );
}
