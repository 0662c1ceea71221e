import { useState } from 'react';
import type { ApplicationDetailQuery } from '../../../generated/graphql';
import { documentFileName, downloadFile } from '../download';
import { documentType, fileSize } from '../formats';
import { useNotices } from './Notices';
import { DocumentPreview } from './DocumentPreview';
import { ExportButton } from './ExportButton';

type Detail = ApplicationDetailQuery['application'];

function useDownload() {
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

type Doc = Detail['documents'][number];

/** What the virus scan said, in the staff's words; PENDING and INFECTED documents cannot be opened. */
const SCAN_WORDS: Record<Doc['scanStatus'], { badge: string; tone: string }> = {
  CLEAN: { badge: 'Virus scan: clean', tone: 'clean' },
  PENDING: { badge: 'Waiting for the virus scan', tone: 'pending' },
  INFECTED: { badge: 'Removed by the virus scan', tone: 'infected' },
  UNSCANNED: { badge: 'Not scanned', tone: 'unscanned' },
};

const openable = (doc: Doc) => doc.scanStatus === 'CLEAN' || doc.scanStatus === 'UNSCANNED';

function ScanState({ doc }: { doc: Doc }) {
  const words = SCAN_WORDS[doc.scanStatus];
  return (
    <>
      <span className={`app-scan app-scan--${words.tone}`}>{words.badge}</span>
      {doc.scanStatus === 'PENDING' && (
        <span className="app-document__meta">It can be opened once the scan has finished; this usually takes a few minutes.</span>
      )}
      {doc.scanStatus === 'INFECTED' && (
        <span className="app-document__meta">
          The scan found something harmful in it, so its file was deleted.{' '}
          <a href="#review-panel-title">Ask the applicant for a new copy</a> with Request more information.
        </span>
      )}
    </>
  );
}

/**
 * A document sent again in answer to a request is a new version beside the first (oldest
 * first): "College transcript (version 2 of 2)", saved as {lastName}_{fileAlias}_v2.pdf.
 */
function versionOf(detail: Detail, doc: Doc): { label: string; alias: string } {
  const all = detail.documents.filter((d) => d.fileAlias === doc.fileAlias);
  if (all.length < 2) return { label: doc.label, alias: doc.fileAlias };
  const n = all.indexOf(doc) + 1;
  return { label: `${doc.label} (version ${n} of ${all.length})`, alias: n > 1 ? `${doc.fileAlias}_v${n}` : doc.fileAlias };
}

/**
 * Each uploaded document, to read in the page (Preview) or to save as {lastName}_{fileAlias}.pdf
 * (or .jpg/.png).
 */
export function ApplicantDocuments({ detail }: { detail: Detail }) {
  const { busy, run } = useDownload();
  const [previewing, setPreviewing] = useState<number | null>(null);
  const download = (doc: Doc) => {
    const { label, alias } = versionOf(detail, doc);
    void run(`doc-${doc.fileId}`, doc.downloadUrl, documentFileName(detail.lastName, alias, doc.mediaType), label);
  };
  return (
    <section className="app-section" aria-labelledby="applicant-documents">
      <h2 id="applicant-documents" className="app-section__title">
        Documents
      </h2>
      {detail.documents.length === 0 ? (
        <p className="app-empty">This application has no documents.</p>
      ) : (
        <ul className="app-documents">
          {detail.documents.map((doc, index) => {
            const version = versionOf(detail, doc);
            const fileName = documentFileName(detail.lastName, version.alias, doc.mediaType);
            const key = `doc-${doc.fileId}`;
            return (
              <li key={doc.fileId} className="app-document">
                <span className="app-document__icon" aria-hidden="true">
                  {doc.mediaType === 'application/pdf' ? 'PDF' : 'IMG'}
                </span>
                <div className="app-document__text">
                  <span className="app-document__label">{version.label}</span>
                  <span className="app-document__meta">
                    {fileName} · {documentType(doc.mediaType)} · {fileSize(doc.sizeBytes)}
                  </span>
                  <ScanState doc={doc} />
                </div>
                {openable(doc) && (
                  <div className="app-document__actions">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Preview ${version.label}`}
                      onClick={() => setPreviewing(index)}
                    >
                      Preview
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Download ${version.label}`}
                      disabled={busy === key}
                      onClick={() => download(doc)}
                    >
                      {busy === key ? 'Downloading…' : 'Download'}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <DocumentPreview
        documents={detail.documents}
        index={previewing}
        onIndex={setPreviewing}
        onClose={() => setPreviewing(null)}
        onDownload={download}
        labelOf={(doc) => versionOf(detail, doc).label}
        downloading={previewing !== null && busy === `doc-${detail.documents[previewing]?.fileId}`}
      />
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
