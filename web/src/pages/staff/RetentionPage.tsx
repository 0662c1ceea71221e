import { RequireRole } from '../../modules/accounts/components/RequireRole';
import { RetentionSettings } from '../../modules/operations/components/RetentionSettings';
import { usePageMeta } from '../../site/use-page-meta';
import '../../modules/operations/operations.css';

/** /admin-access-retention: the data retention policy, its dry run and purge. Admin only. */
export default function RetentionPage() {
  usePageMeta({ title: 'Data retention', description: 'How long personal data of finished applications is kept.' });
  return (
    <RequireRole permission="retention:manage">
      <div className="accounts-console">
        <header className="accounts-console__header">
          <h1 className="accounts-console__title">Data retention</h1>
          <p className="accounts-console__lead">
            SSNs, credit reports and loan documents are kept no longer than needed. Set how long finished applications keep their
            personal data.
          </p>
        </header>
        <RetentionSettings />
      </div>
    </RequireRole>
  );
}
