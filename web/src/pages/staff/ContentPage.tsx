import { RequireRole } from '../../modules/accounts/components/RequireRole';
import { ContentTabs } from '../../modules/content/components/ContentTabs';
import '../../console/panels.css';
import { usePageMeta } from '../../site/use-page-meta';

/** /admin-access-content: the organisation's details, team, news and store (admin and employee). */
export default function ContentPage() {
  usePageMeta({ title: 'Site content', description: 'Edit the organisation’s details, team, news and store.' });
  return (
    <RequireRole permission="content:edit">
      <div className="content-console">
        <header className="content-console__header">
          <h1 className="content-console__title">Site content</h1>
          <p className="content-console__lead">
            What you save here shows on the public pages within a few seconds.{' '}
            <a className="text-link" href="/" target="_blank" rel="noopener">
              View the public site<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </header>
        <ContentTabs />
      </div>
    </RequireRole>
  );
}
