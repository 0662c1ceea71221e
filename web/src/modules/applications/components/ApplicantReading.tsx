import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApplicationDetailQuery } from '../../../generated/graphql';
import { SCORE_TITLE_ID } from '../../review/anchors';
import { documentFileName } from '../../../console/download';
import { documentVersions, type DocumentVersion } from '../document-versions';
import { submittedOn } from '../../../console/formats';
import { jumpTo } from '../jump';
import { ApplicantDocuments, DocumentActions, ScanState, useDownload, type Doc } from './ApplicantDocuments';
import { documentType, fileSize } from '../../../console/formats';
import { LetterSection } from '../../letters/components/LetterSection';
import { ApplicantSections } from './ApplicantSections';
import { DocumentPreview } from './DocumentPreview';

type Detail = ApplicationDetailQuery['application'];

/**
 * The reading side of the detail page: the answers, the documents, and the document preview.
 * Docked (laptops), the preview takes this column's place while the review panel stays beside
 * it, so an essay can be read and scored at once; otherwise it opens over the page, with a
 * "Score" button that closes it and goes to the score form.
 */
export function ApplicantReading({
  detail,
  mayReveal,
  docked,
  children,
}: {
  detail: Detail;
  mayReveal: boolean;
  docked: boolean;
  /** Shown after the documents (who has seen the application). */
  children?: ReactNode;
}) {
  const { busy, run } = useDownload();
  const [previewing, setPreviewing] = useState<number | null>(null);
  const versions = useMemo(() => documentVersions(detail.documents), [detail.documents]);
  // Where "Score" goes once the preview has closed (and handed focus back to its opener).
  const jumpAfterClose = useRef<string | null>(null);
  useEffect(() => {
    if (previewing !== null || !jumpAfterClose.current) return;
    jumpTo(jumpAfterClose.current);
    jumpAfterClose.current = null;
  }, [previewing]);

  const versionOf = (doc: Doc): DocumentVersion => versions[detail.documents.indexOf(doc)]!;
  const download = (doc: Doc) => {
    const { label, alias } = versionOf(doc);
    void run(`doc-${doc.fileId}`, doc.downloadUrl, documentFileName(detail.lastName, alias, doc.mediaType), label);
  };
  const previewed = previewing === null ? undefined : detail.documents[previewing];

  return (
    <div className="app-detail__main">
      <DocumentPreview
        documents={detail.documents}
        index={previewing}
        onIndex={setPreviewing}
        onClose={() => setPreviewing(null)}
        onDownload={download}
        labelOf={(doc) => versionOf(doc).label}
        noteOf={(doc) => <PreviewVersionNote version={versionOf(doc)} onShow={setPreviewing} />}
        downloading={previewed !== undefined && busy === `doc-${previewed.fileId}`}
        docked={docked}
        onScore={() => {
          jumpAfterClose.current = SCORE_TITLE_ID;
          setPreviewing(null);
        }}
      />
      <div className="app-detail__reading" hidden={docked && previewed !== undefined}>
        <ApplicantSections detail={detail} mayReveal={mayReveal} />
        <ApplicantDocuments detail={detail} versions={versions} busy={busy} onPreview={setPreviewing} onDownload={download} />
        {/* Beside the documents, so a reviewer opens the letter like them, next to the score form. */}
        <LetterSection
          kind={detail.kind}
          applicationId={detail.id}
          letters={detail.letters}
          documentActions={(fileId) => {
            const index = detail.documents.findIndex((d) => d.fileId === fileId);
            const doc = detail.documents[index];
            if (!doc) return null;
            const { label } = versionOf(doc);
            return (
              <div className="app-document">
                <span className="app-document__icon" aria-hidden="true">
                  {doc.mediaType === 'application/pdf' ? 'PDF' : 'IMG'}
                </span>
                <div className="app-document__text">
                  <span className="app-document__label">{label}</span>
                  <span className="app-document__meta">
                    {documentType(doc.mediaType)} · {fileSize(doc.sizeBytes)}
                  </span>
                  <ScanState doc={doc} />
                </div>
                <DocumentActions
                  doc={doc}
                  label={label}
                  busy={busy === `doc-${doc.fileId}`}
                  onPreview={() => setPreviewing(index)}
                  onDownload={() => download(doc)}
                />
              </div>
            );
          }}
        />
        {children}
      </div>
    </div>
  );
}

/** In the preview: that a newer version exists (or which one this replaces), and a way to it. */
function PreviewVersionNote({ version, onShow }: { version: DocumentVersion; onShow: (index: number) => void }) {
  const other = version.newer ?? version.older;
  if (!other) return null;
  return (
    <>
      {version.newer ? (
        <>
          A newer version was uploaded on <time dateTime={other.uploadedAt}>{submittedOn(other.uploadedAt)}</time>.{' '}
        </>
      ) : (
        <>
          It replaces the version uploaded on <time dateTime={other.uploadedAt}>{submittedOn(other.uploadedAt)}</time>.{' '}
        </>
      )}
      <button type="button" className="doc-preview__version" onClick={() => onShow(other.index)}>
        Show {version.newer ? 'the newer' : 'the earlier'} version
      </button>
    </>
  );
}
