import { downloadFileName } from '@domain/applications/documents';
import type { DocumentMediaType } from '@domain/applications/constants';
import { askForStepUp, STEP_UP_REQUIRED } from './step-up';

/** The file name the server chose (Content-Disposition), if it gave one. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!);
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1]! : null;
}

/** {lastName}_{fileAlias}.pdf, or the image's own extension (spec §7). */
export function documentFileName(lastName: string, fileAlias: string, mediaType: string): string {
  return downloadFileName(lastName, fileAlias, mediaType as DocumentMediaType);
}

/** What a download has done so far: nothing yet (the server is preparing it), or bytes received. */
export type DownloadProgress = { phase: 'preparing' } | { phase: 'receiving'; bytes: number };

/** The body as a Blob, telling `onProgress` the bytes received as they stream in (a large export). */
async function readBody(response: Response, onProgress?: (progress: DownloadProgress) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    bytes += value.byteLength;
    onProgress({ phase: 'receiving', bytes });
  }
  return new Blob(chunks, { type });
}

/**
 * Fetches a file with the session cookie and hands it to the browser as a download. Fetching
 * first (rather than following a link) lets the console tell the reviewer when it fails, and
 * `onProgress` show a large export's bytes as they arrive.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<void> {
  onProgress?.({ phase: 'preparing' });
  let response = await fetch(url, { credentials: 'same-origin' });
  // Exports need a recent second factor: ask for it, then fetch again (issue 23).
  if (
    response.status === 401 &&
    (
      await response
        .clone()
        .json()
        .catch(() => ({}))
    ).code === STEP_UP_REQUIRED &&
    (await askForStepUp())
  )
    response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const name = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
  const href = URL.createObjectURL(await readBody(response, onProgress));
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
