import { ApplicationLists } from '../../modules/applications/components/ApplicationLists';
import { usePageMeta } from '../../site/use-page-meta';

/** /admin-access: active applications (spec §2). */
export default function ApplicationsPage() {
  usePageMeta({ title: 'Applications', description: 'Review the applications sent through the website.' });
  return <ApplicationLists status="ACTIVE" />;
}
