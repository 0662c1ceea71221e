import { StandingNotice } from '../../../components/ui/Field';
import { useVirusScanningQuery } from '../../../generated/graphql';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import '../scanning-notice.css';

/** The notice's words: scanning off, documents waiting for their scan, or nothing to say. */
export function scanningNoticeText(state: { scanning: boolean; pendingDocuments: number }): string | null {
  if (!state.scanning) {
    return 'Uploads are not scanned for malware: the server has no CLAMD_URL, so documents are stored unscanned (see docs/virus-scanning.md).';
  }
  const n = state.pendingDocuments;
  if (n === 0) return null;
  return `${n === 1 ? '1 document is' : `${n} documents are`} waiting for the virus scan: the scanner did not answer when ${
    n === 1 ? 'it' : 'they'
  } arrived. They are scanned again automatically; check clamd if this number keeps growing.`;
}

/** A standing notice to admins on every console page (issue 24). */
export function ScanningNotice() {
  const { user } = useSession();
  const admin = roleMay(user?.role, 'users:manage');
  const { data } = useVirusScanningQuery({ skip: !admin, fetchPolicy: 'cache-and-network' });
  const text = admin && data ? scanningNoticeText(data.virusScanning) : null;
  return text ? <ScanningNoticeView text={text} /> : null;
}

export function ScanningNoticeView({ text }: { text: string }) {
  return (
    <div className="scanning-notice">
      <StandingNotice>{text}</StandingNotice>
    </div>
  );
}
