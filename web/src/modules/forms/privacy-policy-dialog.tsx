import { MessageDialog } from './dialog';
import { PrivacyPolicyText } from './privacy-policy-text';

/** The privacy policy as a popup with CLOSE (spec §2), the same text as the policy page. */
export function PrivacyPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <MessageDialog open={open} title="Privacy policy" closeLabel="CLOSE" onClose={onClose}>
      <div className="form-dialog__scroll">
        <PrivacyPolicyText />
      </div>
    </MessageDialog>
  );
}
