import { useState, type FormEvent } from 'react';
import { POLICY_TEXT_MAX } from '@domain/conflicts';
import { FieldShell } from '../../../components/ui/Field';
import { useConflictPolicyEditor } from '../hooks/useConflictPolicyEditor';
import '../conflicts.css';

/**
 * The cycles page's conflict-of-interest policy of one cycle (issue 39): saving a changed text
 * makes a new version, which every staff member accepts again before their next action.
 */
export function ConflictPolicyEditor({ cycleId, label }: { cycleId: string; label: string }) {
  const editor = useConflictPolicyEditor(cycleId);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const saved = editor.policy?.text ?? '';
  // The text follows the saved policy when it loads or changes (derived state, no effect).
  const [shown, setShown] = useState('');
  if (shown !== saved) {
    setShown(saved);
    setText(saved);
  }
  const fieldId = `conflict-policy-${cycleId}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      const policy = await editor.save(text);
      setNotice({
        ok: true,
        text: policy
          ? `Saved as version ${policy.version}. Staff accept it before their next action.`
          : 'The policy is removed: staff are asked nothing in this cycle.',
      });
    } catch (error) {
      setNotice({ ok: false, text: error instanceof Error ? error.message : 'The policy could not be saved.' });
    }
  };
  return (
    <form className="conflict-policy-editor" onSubmit={(e) => void submit(e)} noValidate>
      <h4>Conflict-of-interest policy</h4>
      <FieldShell
        id={fieldId}
        label={`Policy for the ${label} cycle`}
        help={
          editor.policy
            ? `Version ${editor.policy.version}. Saving a change makes a new version that everyone accepts again.`
            : 'None yet: staff are asked nothing until a policy is written.'
        }
        wide
      >
        {(control) => (
          <textarea
            {...control}
            name="conflictPolicy"
            rows={5}
            maxLength={POLICY_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FieldShell>
      <button type="submit" className="button button--secondary" disabled={editor.saving || text.trim() === saved.trim()}>
        {editor.saving
          ? 'Saving…'
          : !text.trim() && editor.policy
            ? 'Remove the policy'
            : editor.policy
              ? 'Save a new version'
              : 'Save the policy'}
      </button>
      {notice && (
        <p
          className={`form-notice ${notice.ok ? 'form-notice--success' : 'form-notice--error'}`}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      )}
    </form>
  );
}
