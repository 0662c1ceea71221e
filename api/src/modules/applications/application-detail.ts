import { APPLICATION_KIND_PATHS } from '../../domain/applications/index.js';
import { roleMay } from '../../domain/permissions.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ApplicationDetailView } from '../application-records/application-views.js';
import type { ApplicationDetail } from './applications.types.js';

/** The detail view as GraphQL serves it: download and preview URLs, and what the viewer's role may do. */
export function applicationDetailFor(user: GraphQLContext['user'], detail: ApplicationDetailView): ApplicationDetail {
  const base = `/api/${APPLICATION_KIND_PATHS[detail.kind]}`;
  return {
    ...detail,
    documents: detail.documents.map((d) => ({
      ...d,
      downloadUrl: `${base}/download-file/${detail.id}/${d.fileId}`,
      previewUrl: `${base}/preview-file/${detail.id}/${d.fileId}`,
    })),
    packageDownloadUrl: roleMay(user?.role, 'applications:package') ? `${base}/download-pdf/${detail.id}` : null,
    canRevealSocialSecurityNumbers: roleMay(user?.role, 'applications:reveal-ssn'),
    gpa: typeof detail.answers.gpa === 'string' ? detail.answers.gpa : null,
    singleParentHousehold:
      typeof detail.answers.singleParentHousehold === 'boolean' ? detail.answers.singleParentHousehold : null,
  };
}
