import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { STAFF_ROLES, type StaffRole } from '@domain/roles';
import { useDeleteStaffUser, useMyStaffId, useSetStaffRole, useStaffUsers, type StaffUser } from '../hooks/useStaffUsers';
import { ConfirmActionDialog } from '../../../console/ConfirmActionDialog';
import { FormNotice } from '../../../components/ui/Field';
import { Spinner } from '../../../console/Spinner';
import { StaffTable } from '../../../console/StaffTable';
import { deleteConfirmation, demotionConfirmation, isDemotion } from '../confirmations';
import '../../../console/staff-table.css';
import '../privileges.css';

/** The step waiting for the admin's yes: a deletion, or a role lower than the user has. */
type Pending = { kind: 'delete'; user: StaffUser } | { kind: 'demote'; user: StaffUser; role: Exclude<StaffRole, 'admin'> };

/**
 * /admin-access-privileges (spec §2): Name, Email, Role Assigned, Change Role (admin, employee,
 * volunteer), SAVE and DELETE. DELETE and a lower role ask first, saying what happens (issue 42);
 * your own row has neither (the server refuses both too). `activityPath` is where each user's
 * Activity link goes: their rows in the audit log, which the page knows.
 */
export function PrivilegesTable({ activityPath }: { activityPath: (userId: string) => string }) {
  const users = useStaffUsers();
  const myId = useMyStaffId();
  const setStaffRole = useSetStaffRole();
  const deletion = useDeleteStaffUser();
  const [choices, setChoices] = useState<Record<string, StaffRole>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  if (users.loading && !users.users) return <Spinner label="Loading users…" />;
  if (users.error && !users.users) {
    console.error('Loading the users failed', users.error);
    return <FormNotice tone="error">The list of users could not be loaded. Please reload the page.</FormNotice>;
  }
  const rows = users.users ?? [];

  function askToSave(user: StaffUser) {
    const role = choices[user.id];
    if (!role) return;
    if (role !== 'admin' && isDemotion(user.role, role)) setPending({ kind: 'demote', user, role });
    else void save(user, role);
  }

  async function save(user: StaffUser, role: StaffRole) {
    setSaving(user.id);
    setNotice(null);
    try {
      await setStaffRole(user.id, role);
      setChoices(({ [user.id]: _saved, ...rest }) => rest);
      setNotice({
        tone: 'success',
        text: `${user.firstName} ${user.lastName} is now ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}.`,
      });
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof Error ? error.message : 'The role could not be saved.' });
    } finally {
      setSaving(null);
      setPending(null);
    }
  }

  async function remove(user: StaffUser) {
    try {
      await deletion.remove(user.id);
      setNotice({ tone: 'success', text: `${user.firstName} ${user.lastName} was deleted.` });
    } catch (error) {
      // Spec §8: a failed delete is only logged.
      console.error('Deleting the user failed', error);
    } finally {
      setPending(null);
    }
  }

  function confirm() {
    if (pending?.kind === 'delete') void remove(pending.user);
    else if (pending?.kind === 'demote') void save(pending.user, pending.role);
  }

  return (
    <>
      {/* Focus lands here after a deletion: the row and its button are gone. */}
      <div ref={noticeRef} tabIndex={-1} className="privileges__notice">
        {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      </div>
      <StaffTable
        caption="Staff users and their roles"
        columns={[
          'Name',
          'Email',
          'Role Assigned',
          'Change Role',
          { label: 'Save', hidden: true },
          { label: 'Delete', hidden: true },
        ]}
        rowCount={rows.length}
        empty="There are no staff users yet."
      >
        {rows.map((user) => {
          const name = `${user.firstName} ${user.lastName}`;
          const self = user.id === myId;
          const choice = choices[user.id];
          return (
            <tr key={user.id} className={user.role ? undefined : 'privileges__row--waiting'}>
              <th scope="row" data-label="Name">
                {name}
                {self && <span className="privileges__you"> (you)</span>}
                <Link className="privileges__activity" to={activityPath(user.id)} aria-label={`Activity of ${name}`}>
                  Activity
                </Link>
              </th>
              <td data-label="Email" className="privileges__email">
                {user.email}
              </td>
              <td data-label="Role Assigned">
                {user.role ? (
                  <span className={`privileges__role privileges__role--${user.role}`}>{user.role}</span>
                ) : (
                  <span className="privileges__role privileges__role--waiting">waiting</span>
                )}
              </td>
              <td data-label="Change Role">
                <fieldset className="privileges__choices" disabled={self}>
                  <legend className="visually-hidden">{`Change role of ${name}`}</legend>
                  {STAFF_ROLES.map((role) => (
                    <label key={role} className="privileges__choice">
                      <input
                        type="radio"
                        name={`role-${user.id}`}
                        value={role}
                        checked={(choice ?? user.role) === role}
                        onChange={() => setChoices((c) => ({ ...c, [user.id]: role }))}
                      />
                      {role}
                    </label>
                  ))}
                </fieldset>
              </td>
              <td className="privileges__action">
                <button
                  type="button"
                  className="button button--small"
                  disabled={self || !choice || choice === user.role || saving === user.id}
                  aria-label={`Save role of ${name}`}
                  onClick={() => askToSave(user)}
                >
                  {saving === user.id ? 'Saving…' : 'SAVE'}
                </button>
              </td>
              {/* Apart from SAVE and not filled red: one slip must not delete someone. */}
              <td className="privileges__action privileges__delete">
                {!self && (
                  <button
                    type="button"
                    className="button button--small privileges__delete-button"
                    aria-label={`Delete ${name}`}
                    onClick={() => setPending({ kind: 'delete', user })}
                  >
                    DELETE
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </StaffTable>
      <ConfirmActionDialog
        action={
          pending?.kind === 'delete'
            ? deleteConfirmation(pending.user)
            : pending?.kind === 'demote'
              ? demotionConfirmation(pending.user, pending.role)
              : null
        }
        busy={deletion.deleting || saving !== null}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        focusAfterwards={noticeRef}
      />
    </>
  );
}
