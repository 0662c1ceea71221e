import { useT } from '../../../i18n/I18n';
import { PrivacyPolicyContent } from '../../../components/privacy/PrivacyPolicyContent';
import { MessageDialog } from '../../../components/ui/Dialog';

/** The privacy policy as a popup with CLOSE (spec §2, its capitals drawn by CSS), the same text as the policy page. */
export function PrivacyPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <MessageDialog
      open={open}
      title={t('form.policyTitle')}
      closeLabel={t('form.policyClose')}
      closeCaps
      scrolling
      onClose={onClose}
    >
      <PrivacyPolicyContent headingLevel={3} />
    </MessageDialog>
  );
}
