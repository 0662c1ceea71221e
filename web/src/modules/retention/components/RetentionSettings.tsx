import { useState, type FormEvent } from 'react';
import { retentionPolicySchema } from '@domain/retention';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { FormNotice, TextField } from '../../../components/ui/Field';
import { Spinner } from '../../../console/Spinner';
import { StaffTable } from '../../../console/StaffTable';
import { messageOf } from '../../../console/refusals';
import { useRetentionSettings } from '../hooks/useRetentionSettings';

type Fields = { declinedMonths: string; paidMonths: string; archivedMonths: string };

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/**
 * /admin-access-retention: how long personal data of finished applications is kept, the dry run
 * of what a purge now would delete, and the purge itself (the scheduled job runs it too).
 */
export function RetentionSettings() {
  const { overview, savePolicy, saving, runPurge, purging } = useRetentionSettings();
  const { data, loading, error, refetch } = overview;
  const [edited, setFields] = useState<Fields | null>(null);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const policy = data?.retentionPolicy;

  // The saved policy until the admin edits a field.
  const fields: Fields | null =
    edited ??
    (policy
      ? {
          declinedMonths: String(policy.declinedMonths),
          paidMonths: String(policy.paidMonths),
          archivedMonths: String(policy.archivedMonths),
        }
      : null);

  if (loading && !data) return <Spinner label="Loading the retention policy…" />;
  if ((error && !data) || !fields) {
    if (error) console.error('Loading the retention policy failed', error);
    return error ? <FormNotice tone="error">The retention policy could not be loaded. Please reload the page.</FormNotice> : null;
  }
  const due = data?.retentionDryRun ?? [];
  const deletable = due.filter((c) => !c.legalHold).length;

  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const input = {
      declinedMonths: Number(fields!.declinedMonths),
      paidMonths: Number(fields!.paidMonths),
      archivedMonths: Number(fields!.archivedMonths),
    };
    const parsed = retentionPolicySchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Fields> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await savePolicy({ variables: { input: parsed.data } });
      await refetch();
      setNotice({ tone: 'success', text: 'The retention policy was saved.' });
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, 'The policy could not be saved.') });
    }
  }

  async function purge() {
    try {
      const result = await runPurge();
      const count = result.data?.runRetentionPurge ?? 0;
      setNotice({ tone: 'success', text: `${count} application${count === 1 ? '' : 's'} deleted by the policy.` });
      await refetch();
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, 'The purge could not run.') });
    } finally {
      setConfirming(false);
    }
  }

  const field = (name: keyof Fields, label: string, help: string) => (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      min={1}
      max={120}
      required
      help={help}
      error={errors[name]}
      value={fields[name]}
      onChange={(value) => setFields({ ...fields, [name]: value })}
    />
  );

  return (
    <>
      {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      <section className="operations__panel" aria-labelledby="retention-policy-title">
        <h2 id="retention-policy-title" className="operations__subtitle">
          Retention periods
        </h2>
        <form className="operations__form" onSubmit={(event) => void save(event)} noValidate>
          {field('declinedMonths', 'Declined applications (months)', 'Counted from the decision. Default 12.')}
          {field('paidMonths', 'Paid applications (months)', 'Counted from the payment; the award record stays. Default 24.')}
          {field('archivedMonths', 'Archived without a decision (months)', 'Counted from archiving. Default 24.')}
          <div className="operations__actions">
            <button type="submit" className="button" disabled={saving.loading} aria-busy={saving.loading || undefined}>
              {saving.loading ? 'Saving…' : 'Save policy'}
            </button>
            <span className="operations__note">
              {policy?.updatedAt ? `Last saved ${day(policy.updatedAt as string)}.` : 'The defaults apply until you save.'}
            </span>
          </div>
        </form>
      </section>

      <section className="operations__panel" aria-labelledby="retention-due-title">
        <h2 id="retention-due-title" className="operations__subtitle">
          Due now (dry run)
        </h2>
        <p className="operations__note">
          A purge deletes each application&apos;s whole record (answers, SSNs, documents, notes) and keeps an anonymised record
          for the statistics. It runs every 6 hours; an application on legal hold is never deleted.
        </p>
        <StaffTable
          caption="Applications due for deletion"
          columns={['Reference', 'Status', 'Rule', 'Due since', 'Legal hold']}
          rowCount={due.length}
          empty="Nothing is due for deletion."
        >
          {due.map((c) => (
            <tr key={`${c.kind}-${c.id}`}>
              <th scope="row" data-label="Reference">
                {c.reference}
              </th>
              <td data-label="Status">{c.reviewStatus}</td>
              <td data-label="Rule">{c.ruleLabel}</td>
              <td data-label="Due since">{day(c.purgeOn as string)}</td>
              <td data-label="Legal hold">{c.legalHold ? 'Held: kept' : 'No'}</td>
            </tr>
          ))}
        </StaffTable>
        <div className="operations__actions">
          <button
            type="button"
            className="button button--danger"
            disabled={deletable === 0 || purging.loading}
            onClick={() => setConfirming(true)}
          >
            Delete due data now
          </button>
        </div>
      </section>
      <ConfirmDialog
        question={
          confirming
            ? `Delete the personal data of ${deletable} application${deletable === 1 ? '' : 's'} now? This cannot be undone.`
            : null
        }
        busy={purging.loading}
        busyLabel="Deleting…"
        onYes={() => void purge()}
        onNo={() => setConfirming(false)}
      />
    </>
  );
}
