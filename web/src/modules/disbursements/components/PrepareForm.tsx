import { useId, useState, type FormEvent } from 'react';
import { moneyToCents, formatCents as formatMoney } from '@domain/applications/formats';
import {
  PAYEE_TYPE_LABELS,
  PAYEE_TYPES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PROOF_MAX_AGE_DAYS,
  prepareDisbursementSchema,
  type PayeeType,
  type PaymentMethod,
} from '@domain/disbursements';
import { formatCents } from '@domain/program-cycles';
import { FieldShell } from '../../../components/ui/Field';
import { latestToday } from './StepDialog';

/** A document of the application a payment may rest on. */
export interface ProofChoice {
  fileId: string;
  label: string;
  originalName: string;
}

export interface PreparedValues {
  payeeType: PayeeType;
  payeeName: string;
  accountNumber: string;
  amountCents: number;
  method: PaymentMethod;
  proofDatedOn: string;
  /** One of the application's documents, or a file to upload first. */
  proof: { fileId: string } | { file: File };
}

type Fields = 'payeeType' | 'payeeName' | 'accountNumber' | 'amountCents' | 'method' | 'proofFileId' | 'proofDatedOn';

/** Stands in for a file still to upload while the rest of the form is checked. */
const UPLOAD_PENDING = 'upload';

/**
 * Prepare a payment: payee, account or loan number, amount (at most what remains, shown),
 * method and the proof it rests on (one of the application's documents, or an upload), checked
 * in the browser by the server's own rule before it is sent.
 */
export function PrepareForm({
  remainderCents,
  documents,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  remainderCents: number;
  documents: readonly ProofChoice[];
  busy: boolean;
  /** The server's refusal. */
  error: string | null;
  onSubmit: (values: PreparedValues) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [payeeType, setPayeeType] = useState('');
  const [payeeName, setPayeeName] = useState('');
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState(formatMoney(remainderCents));
  const [method, setMethod] = useState('');
  const [proofSource, setProofSource] = useState<'document' | 'upload'>(documents.length ? 'document' : 'upload');
  const [fileId, setFileId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [datedOn, setDatedOn] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Fields, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = moneyToCents(amount, { dollarSign: true });
    const proofFileId = proofSource === 'document' ? fileId : file ? UPLOAD_PENDING : '';
    const parsed = prepareDisbursementSchema(remainderCents, latestToday()).safeParse({
      payeeType: payeeType || undefined,
      payeeName,
      accountNumber: account,
      amountCents: cents ?? (amount.trim() ? Number.NaN : undefined),
      method: method || undefined,
      proofFileId,
      proofDatedOn: datedOn,
    });
    if (!parsed.success) {
      const found: Partial<Record<Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Fields;
        found[key] ??=
          key === 'amountCents' && cents === null && amount.trim() ? 'Please enter an amount like 1,000.00.' : issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    const { proofFileId: _chosen, ...values } = parsed.data;
    onSubmit({ ...values, proof: proofSource === 'document' ? { fileId } : { file: file! } });
  }

  const f = (name: string) => `${id}-${name}`;
  return (
    <form className="payment-form" onSubmit={submit} noValidate aria-labelledby={f('title')}>
      <h3 className="payment-form__title" id={f('title')}>
        Prepare a payment
      </h3>
      <p className="payment-form__lead">
        {formatCents(remainderCents)} remains of the award. A second admin approves the payment before it is sent.
      </p>
      <div className="payment-form__grid">
        <FieldShell id={f('payee-type')} label="Who is paid" required error={problems.payeeType}>
          {(control) => (
            <select {...control} name="payeeType" required value={payeeType} onChange={(e) => setPayeeType(e.target.value)}>
              <option value="">Choose…</option>
              {PAYEE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {PAYEE_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell
          id={f('payee-name')}
          label="Payee name"
          required
          help="The loan servicer, the school or the applicant, as on the statement."
          error={problems.payeeName}
        >
          {(control) => (
            <input
              {...control}
              name="payeeName"
              required
              autoComplete="off"
              maxLength={120}
              value={payeeName}
              onChange={(e) => setPayeeName(e.target.value)}
            />
          )}
        </FieldShell>
        <FieldShell
          id={f('account')}
          label="Account or loan number"
          required
          help="Kept encrypted: only its last four are shown afterwards."
          error={problems.accountNumber}
        >
          {(control) => (
            <input
              {...control}
              name="accountNumber"
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={41}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
            />
          )}
        </FieldShell>
        <FieldShell
          id={f('amount')}
          label="Amount in dollars"
          required
          help={`At most ${formatCents(remainderCents)}, what remains of the award.`}
          error={problems.amountCents}
        >
          {(control) => (
            <input
              {...control}
              name="amount"
              required
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </FieldShell>
        <FieldShell id={f('method')} label="How it is paid" required error={problems.method}>
          {(control) => (
            <select {...control} name="method" required value={method} onChange={(e) => setMethod(e.target.value)}>
              <option value="">Choose…</option>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell
          id={f('dated')}
          label="Date on the proof"
          required
          help={`A statement or proof from the last ${PROOF_MAX_AGE_DAYS} days.`}
          error={problems.proofDatedOn}
        >
          {(control) => (
            <input
              {...control}
              name="proofDatedOn"
              type="date"
              required
              max={latestToday()}
              value={datedOn}
              onChange={(e) => setDatedOn(e.target.value)}
            />
          )}
        </FieldShell>
      </div>
      <fieldset className="payment-form__proof">
        <legend className="form-label">Proof the payment rests on</legend>
        <label className="payment-form__choice">
          <input
            type="radio"
            name="proofSource"
            value="document"
            checked={proofSource === 'document'}
            disabled={documents.length === 0}
            onChange={() => setProofSource('document')}
          />
          One of the application’s documents
        </label>
        <label className="payment-form__choice">
          <input
            type="radio"
            name="proofSource"
            value="upload"
            checked={proofSource === 'upload'}
            onChange={() => setProofSource('upload')}
          />
          Upload a proof
        </label>
        {proofSource === 'document' ? (
          <FieldShell id={f('document')} label="Application document" required error={problems.proofFileId}>
            {(control) => (
              <select {...control} name="proofFileId" required value={fileId} onChange={(e) => setFileId(e.target.value)}>
                <option value="">Choose a document…</option>
                {documents.map((d) => (
                  <option key={d.fileId} value={d.fileId}>
                    {`${d.label} (${d.originalName})`}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        ) : (
          <FieldShell
            id={f('file')}
            label="Proof file"
            required
            help="A PDF, JPEG or PNG, scanned for viruses like every upload."
            error={problems.proofFileId}
          >
            {(control) => (
              <input
                {...control}
                name="file"
                type="file"
                required
                accept="application/pdf,image/jpeg,image/png"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </FieldShell>
        )}
      </fieldset>
      {error && (
        <p className="form-notice form-notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="payment-form__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Preparing…' : 'Prepare payment'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
