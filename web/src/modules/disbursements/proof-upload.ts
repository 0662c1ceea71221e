import { APPLICATION_KIND_PATHS } from '@domain/applications/constants';
import type { ApplicationKind } from '../../generated/graphql';
import { ApiError } from '../../console/rest';
import { withStepUp } from '../../console/step-up';
import { kindByEnum } from '../../console/kinds';
import { csrfToken } from '../../console/csrf';

/**
 * A proof of its own for a payment (POST /api/disbursements/proof/{kind}/{id}, multipart field
 * `file`): read and scanned like every upload, kept as one of the application's documents.
 * Preparing needs a recent factor, so the upload asks for one first when the server wants it.
 */
export function uploadProof(
  kind: ApplicationKind,
  applicationId: string,
  file: File,
): Promise<{ fileId: string; originalName: string }> {
  const path = `/api/disbursements/proof/${APPLICATION_KIND_PATHS[kindByEnum(kind).segment]}/${encodeURIComponent(applicationId)}`;
  return withStepUp(async () => {
    const body = new FormData();
    body.append('file', file);
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'CSRF-Token': await csrfToken() },
      credentials: 'same-origin',
      body,
    });
    const json = (await response.json().catch(() => ({}))) as ApiError['body'] & { fileId?: string; originalName?: string };
    if (!response.ok) throw new ApiError(response.status, json);
    return { fileId: json.fileId!, originalName: json.originalName ?? file.name };
  });
}
