import { RequireRole } from '../../modules/accounts/components/RequireRole';
import { MessagesInbox } from '../../modules/messages/components/MessagesInbox';
import '../../console/panels.css';
import { usePageMeta } from '../../site/use-page-meta';

/** /admin-access-messages: contact messages and volunteer requests (admin and employee). */
export default function MessagesPage() {
  usePageMeta({ title: 'Messages', description: 'Contact messages and volunteer requests.' });
  return (
    <RequireRole permission="messages:read">
      <div className="content-console">
        <header className="content-console__header">
          <h1 className="content-console__title">Messages</h1>
          <p className="content-console__lead">
            Contact messages and volunteer requests from the public site, newest first. Mark one handled once it is answered.
          </p>
        </header>
        <MessagesInbox />
      </div>
    </RequireRole>
  );
}
