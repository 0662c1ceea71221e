import { ApplicationLists } from '../../modules/applications/components/ApplicationLists';
import { usePageMeta } from '../../site/use-page-meta';

/** /admin-access-archive: archived applications (spec §2). */
export default function ArchivePage() {
  usePageMeta({ title: 'Archive', description: 'Archived applications.' });
  return <ApplicationLists status="ARCHIVED" />;
}
