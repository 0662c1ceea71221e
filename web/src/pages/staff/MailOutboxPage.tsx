import { FailedMails } from '../../modules/mail-outbox/components/FailedMails';
import { usePageMeta } from '../../site/use-page-meta';
import '../../console/panels.css';
import { StaffConsolePage } from './StaffConsolePage';

/** /admin-access-mail: failed e-mails and their retry. Admin only, like the server's failedMails. */
export default function MailOutboxPage() {
  usePageMeta({ title: 'Mail', description: 'E-mails that could not be sent, and their retry.' });
  return (
    <StaffConsolePage
      permission="mail:manage"
      title="Failed e-mails"
      lead="Every e-mail waits in the outbox until the mail server takes it. These gave up after every retry; send one again once the cause (a full mailbox, a wrong address, a mail server down) is fixed."
    >
      <FailedMails />
    </StaffConsolePage>
  );
}
