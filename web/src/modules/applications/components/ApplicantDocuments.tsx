import { useState, type MouseEvent } from 'react';
import type { ApplicationDetailQuery } from '../../../generated/graphql';
import { documentFileName, downloadFile } from '../../../console/download';
import type { DocumentVersion } from '../document-versions';
import { documentType, fileSize, submittedOn } from '../../../console/formats';
import { jumpTo } from '../jump';
import { INFECTED_HINT, openable, PENDING_HINT, SCAN_WORDS, unscannableHint } from '../scan-words';
import { useNotices } from '../../../console/Notices';
import { ExportButton } from '../../../console/ExportButton';
import { LETTER_DOCUMENT } from '@domain/letters-vocabulary';

type Detail = ApplicationDetailQuery['application'];

/** Saves a file through the page, with a spinner on its button and a retry if it fails. */
export function useDownload() {
  const notices = useNotices();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, url: string, fileName: string, what: string): Promise<void> {
    setBusy(key);
    try {
      await downloadFile(url, fileName);
    } catch (error) {
      notices.failed(`${what} could not be downloaded.`, error, () => void run(key, url, fileName, what));
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

export type Doc = Detail['documents'][number];

/** A document's scan state, as its row in Documents shows it. */
export function ScanState({ doc }: { doc: Doc }) {
  const words = SCAN_WORDS[doc.scanStatus];
  return (
    <>
      <span className={`app-scan app-scan--${words.tone}`}>{words.badge}</span>
      {doc.scanStatus === 'PENDING' && <span className="app-document__meta">{PENDING_HINT}</span>}
      {(doc.scanStatus === 'INFECTED' || doc.scanStatus === 'UNSCANNABLE') && (
        <span className="app-document__meta">
          {doc.scanStatus === 'INFECTED' ? INFECTED_HINT : unscannableHint(doc)}{' '}
          <a href="#review-panel-title">Ask the applicant for a new copy</a> with Request more information.
        </span>
      )}
    </>
  );
}

/** "A newer version was uploaded on …" and "It replaces …", each linking to the other version. */
function VersionNotes({ version }: { version: DocumentVersion }) {
  const go = (fileId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (jumpTo(documentAnchor(fileId))) event.preventDefault();
  };
  return (
    <>
      {version.older && (
        <span className="app-version app-version--newer">
          It replaces{' '}
          <a href={`#${documentAnchor(version.older.fileId)}`} onClick={go(version.older.fileId)}>
            {version.older.version}
          </a>
          , uploaded on <time dateTime={version.older.uploadedAt}>{submittedOn(version.older.uploadedAt)}</time>.
        </span>
      )}
      {version.newer && (
        <span className="app-version app-version--older">
          A newer version was uploaded on <time dateTime={version.newer.uploadedAt}>{submittedOn(version.newer.uploadedAt)}</time>
          :{' '}
          <a href={`#${documentAnchor(version.newer.fileId)}`} onClick={go(version.newer.fileId)}>
            {version.newer.version}
          </a>
          .
        </span>
      )}
    </>
  );
}

/** A document's Preview and Download, when its scan state lets it be opened. */
export function DocumentActions({
  doc,
  label,
  busy,
  onPreview,
  onDownload,
}: {
  doc: Doc;
  label: string;
  busy: boolean;
  onPreview: () => void;
  onDownload: () => void;
}) {
  if (!openable(doc)) return null;
  return (
    <div className="app-document__actions">
      <button type="button" className="button button--small" aria-label={`Preview ${label}`} onClick={onPreview}>
        Preview
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Download ${label}`}
        disabled={busy}
        onClick={onDownload}
      >
        {busy ? 'Downloading…' : 'Download'}
      </button>
    </div>
  );
}

/** The id of a document's row, for the links between its versions. */
export const documentAnchor = (fileId: string) => `document-${fileId}`;

/**
 * Each uploaded document, to read in the page (Preview, which the page opens) or to save as
 * {lastName}_{fileAlias}.pdf (or .jpg/.png); a version sent again says which one it replaces.
 */
export function ApplicantDocuments({
  detail,
  versions,
  busy,
  onPreview,
  onDownload,
}: {
  detail: Detail;
  versions: readonly DocumentVersion[];
  /** The key of the download under way (`doc-{fileId}`), if any. */
  busy: string | null;
  onPreview: (index: number) => void;
  onDownload: (doc: Doc) => void;
}) {
  return (
    <section className="app-section" aria-labelledby="applicant-documents">
      <h2 id="applicant-documents" className="app-section__title">
        Documents
      </h2>
      {detail.documents.every((doc) => doc.fileAlias === LETTER_DOCUMENT) ? (
        <p className="app-empty">This application has no documents.</p>
      ) : (
        <ul className="app-documents">
          {detail.documents.map((doc, index) => {
            // The recommender's letter has its own section (LetterSection), with the same actions.
            if (doc.fileAlias === LETTER_DOCUMENT) return null;
            const version = versions[index]!;
            const fileName = documentFileName(detail.lastName, version.alias, doc.mediaType);
            const key = `doc-${doc.fileId}`;
            return (
              <li
                key={doc.fileId}
                id={documentAnchor(doc.fileId)}
                className={`app-document${version.newer ? ' app-document--replaced' : ''}`}
              >
                <span className="app-document__icon" aria-hidden="true">
                  {doc.mediaType === 'application/pdf' ? 'PDF' : 'IMG'}
                </span>
                <div className="app-document__text">
                  <span className="app-document__label">{version.label}</span>
                  <span className="app-document__meta">
                    {fileName} · {documentType(doc.mediaType)} · {fileSize(doc.sizeBytes)}
                  </span>
                  <VersionNotes version={version} />
                  <ScanState doc={doc} />
                </div>
                <DocumentActions
                  doc={doc}
                  label={version.label}
                  busy={busy === key}
                  onPreview={() => onPreview(index)}
                  onDownload={() => onDownload(doc)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * The application-package PDF DOWNLOAD button: admin and employee only (spec §2, §6); beside it
 * "Download all documents (.zip)" for the roles that may export (issue 29).
 */
export function PackageDownload({ detail, zipUrl }: { detail: Detail; zipUrl: string | null }) {
  const { busy, run } = useDownload();
  const url = detail.packageDownloadUrl;
  if (!url) return null;
  const fileName = documentFileName(detail.lastName, `application_${detail.reference}`, 'application/pdf');
  return (
    <div className="app-package">
      <div>
        <p className="app-package__title">Application package</p>
        <p className="app-package__text" id="package-hint">
          Every answer and document in one PDF.
        </p>
      </div>
      <button
        type="button"
        className="button button--accent"
        aria-describedby="package-hint"
        disabled={busy !== null}
        onClick={() => void run('package', url, fileName, 'The application package')}
      >
        {busy ? 'Preparing…' : 'DOWNLOAD'}
      </button>
      {zipUrl && (
        <ExportButton
          label="Download all documents (.zip)"
          url={zipUrl}
          fileName={`${detail.lastName}_${detail.reference}_documents.zip`}
          what="The documents' ZIP"
          className="button button--secondary"
        />
      )}
    </div>
  );
}
