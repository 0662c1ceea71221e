import { useState } from 'react';
import type { MessageKind } from '../../../generated/graphql';
import { useVisitorMessages, type VisitorMessageFilter } from '../hooks/useVisitorMessages';
import './messages-inbox.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The visitor messages' inbox: filter by kind and by handled, mark handled (with who and when), reply by e-mail. */
export function MessagesInbox() {
  const [filter, setFilter] = useState<VisitorMessageFilter>({ kind: null, handled: false });
  const inbox = useVisitorMessages(filter);

  return (
    <div className="inbox">
      <form className="inbox__filters" aria-label="Filter messages" onSubmit={(e) => e.preventDefault()}>
        <label>
          Kind{' '}
          <select
            value={filter.kind ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, kind: (e.target.value || null) as MessageKind | null }))}
          >
            <option value="">All messages</option>
            <option value="contact">Contact messages</option>
            <option value="volunteer">Volunteer requests</option>
          </select>
        </label>
        <label>
          Status{' '}
          <select
            value={filter.handled === null ? '' : String(filter.handled)}
            onChange={(e) => setFilter((f) => ({ ...f, handled: e.target.value === '' ? null : e.target.value === 'true' }))}
          >
            <option value="false">Not handled yet</option>
            <option value="true">Handled</option>
            <option value="">All</option>
          </select>
        </label>
      </form>
      {inbox.loading ? (
        <p role="status">Loading messages…</p>
      ) : inbox.error ? (
        <p role="alert">The messages could not be loaded. Please reload the page.</p>
      ) : inbox.messages.length === 0 ? (
        <p className="inbox__empty">No messages here.</p>
      ) : (
        <ol className="inbox__list" aria-label={`${inbox.total} messages, newest first`}>
          {inbox.messages.map((m) => {
            const subject = m.kind === 'volunteer' ? 'Your volunteer request' : 'Your message';
            return (
              <li key={m.id} className={`inbox-item${m.handled ? ' inbox-item--handled' : ''}`}>
                <article aria-labelledby={`message-${m.id}`}>
                  <header className="inbox-item__header">
                    <h2 id={`message-${m.id}`} className="inbox-item__from">
                      {m.name}
                    </h2>
                    <span className="inbox-item__kind">{m.kind === 'volunteer' ? 'Volunteer request' : 'Contact message'}</span>
                    <time className="inbox-item__date" dateTime={m.receivedAt}>
                      {when(m.receivedAt)}
                    </time>
                  </header>
                  {m.volunteerRole && (
                    <p className="inbox-item__role">
                      Role: {m.volunteerRole}
                      {m.otherRole ? ` (${m.otherRole})` : ''}
                    </p>
                  )}
                  <p className="inbox-item__body">{m.body}</p>
                  <footer className="inbox-item__footer">
                    <a
                      className="button button--secondary button--small"
                      href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${subject} to the Open Diploma Fund`)}`}
                    >
                      Reply to {m.email}
                    </a>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={inbox.saving}
                      aria-label={`${m.handled ? 'Mark as not handled' : 'Mark as handled'}: the message from ${m.name}`}
                      onClick={() => void inbox.markHandled(m.id, !m.handled)}
                    >
                      {m.handled ? 'Mark as not handled' : 'Mark as handled'}
                    </button>
                    {m.handled && m.handledAt && (
                      <span className="inbox-item__handled">
                        Handled by {m.handledBy ?? 'a former staff member'} on {when(m.handledAt)}
                      </span>
                    )}
                  </footer>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
