import { RetentionSettings } from '../../modules/retention/components/RetentionSettings';
import { usePageMeta } from '../../site/use-page-meta';
import '../../console/panels.css';
import { StaffConsolePage } from './StaffConsolePage';

/** /admin-access-retention: the data retention policy, its dry run and purge. Admin only. */
export default function RetentionPage() {
  usePageMeta({ title: 'Data retention', description: 'How long personal data of finished applications is kept.' });
  return (
    <StaffConsolePage
      permission="retention:manage"
      title="Data retention"
      lead="SSNs, credit reports and loan documents are kept no longer than needed. Set how long finished applications keep their personal data."
    >
      <RetentionSettings />
    </StaffConsolePage>
  );
}
