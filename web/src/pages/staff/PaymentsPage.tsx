import { PaymentsWaiting } from '../../modules/disbursements/components/PaymentsWaiting';
import { usePageMeta } from '../../site/use-page-meta';
import { StaffConsolePage } from './StaffConsolePage';

/** /admin-access-payments: the disbursement ledger's to-do list (issue 40), for admins and employees. */
export default function PaymentsPage() {
  usePageMeta({ title: 'Payments', description: 'Payments waiting for a second admin, not cleared, or failed.' });
  return (
    <StaffConsolePage
      permission="disbursements:read"
      title="Payments"
      lead="The payments of approved awards that need someone: released by a second admin, followed up when they have not cleared, or prepared again when they failed."
    >
      <PaymentsWaiting />
    </StaffConsolePage>
  );
}
