import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ApplicationDetailQuery } from '../../../generated/graphql';
import { Dialog } from '../../../components/ui/Dialog';
import { DockedPanel } from './DockedPanel';
import { documentType } from '../../../console/formats';
import { Spinner } from '../../../console/Spinner';
import { closedHint, openable, SCAN_WORDS } from '../scan-words';
import '../document-preview.css';

type PreviewDocument = ApplicationDetailQuery['application']['documents'][number];

// pdf.js is large: it loads only when a reviewer opens a PDF, never with the lists or public pages.
const PdfPages = lazy(() => import('./PdfPages'));

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export interface DocumentPreviewProps {
  documents: readonly PreviewDocument[];
  /** The document shown; null keeps the dialog closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  onDownload: (doc: PreviewDocument) => void;
  downloading: boolean;
  /** How the page names a document, e.g. "College transcript (version 2 of 2)"; its form label if not given. */
  labelOf?: (doc: PreviewDocument) => string;
  /** A line under the title, e.g. that a newer version was uploaded. */
  noteOf?: (doc: PreviewDocument) => ReactNode;
  /**
   * Beside the page's content instead of over it (laptops): a non-modal panel, so the review
   * panel beside it stays in reach. Escape still closes it and focus returns to the opener.
   */
  docked?: boolean;
  /** Given where the score form is out of sight: a "Score" button closes the preview and goes there. */
  onScore?: () => void;
}

/**
 * Reads an application's documents in the page, one at a time: PDFs drawn by pdf.js, images as
 * they are. The bytes come from the preview route into memory only, so nothing lands in the
 * reviewer's downloads; Download is still here for those who need the file.
 */
export function DocumentPreview({
  documents,
  index,
  onIndex,
  onClose,
  onDownload,
  downloading,
  labelOf = (doc) => doc.label,
  noteOf,
  docked = false,
  onScore,
}: DocumentPreviewProps) {
  const titleId = useId();
  const doc = index === null ? null : documents[index];
  const body =
    doc && index !== null ? (
      <PreviewBody
        titleId={titleId}
        doc={doc}
        label={labelOf(doc)}
        note={noteOf?.(doc)}
        index={index}
        count={documents.length}
        onIndex={onIndex}
        onClose={onClose}
        onDownload={() => onDownload(doc)}
        downloading={downloading}
        onScore={docked ? undefined : onScore}
      />
    ) : null;
  if (docked) {
    return body ? (
      <DockedPanel titleId={titleId} onDismiss={onClose}>
        {body}
      </DockedPanel>
    ) : null;
  }
  return (
    <Dialog open={doc != null} onDismiss={onClose} labelledBy={titleId} wide>
      {body}
    </Dialog>
  );
}

function PreviewBody({
  titleId,
  doc,
  label,
  note,
  index,
  count,
  onIndex,
  onClose,
  onDownload,
  downloading,
  onScore,
}: {
  titleId: string;
  doc: PreviewDocument;
  label: string;
  note?: ReactNode;
  index: number;
  count: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  onDownload: () => void;
  downloading: boolean;
  onScore?: () => void;
}) {
  const [zoom, setZoom] = useState(1);
  const [pages, setPages] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // Another document: forget what was learnt about the last one (the bar, zoom and focus stay).
  const [shown, setShown] = useState(doc.fileId);
  if (shown !== doc.fileId) {
    setShown(doc.fileId);
    setPages(null);
    setFailed(false);
  }
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const isPdf = doc.mediaType === 'application/pdf';
  // Next or Previous may land on a document still waiting for its scan (or removed by it): its
  // bytes would be refused, so say why instead of asking for them and showing a load error.
  const canOpen = openable(doc);
  const zoomAt = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);

  // Moving to the first or last document disables the button just pressed: keep focus in the bar.
  useEffect(() => {
    const active = document.activeElement;
    if (active === previous.current && index === 0) next.current?.focus();
    if (active === next.current && index === count - 1) previous.current?.focus();
  }, [index, count]);

  const facts = [
    `Document ${index + 1} of ${count}`,
    documentType(doc.mediaType),
    ...(isPdf && pages !== null ? [`${pages} ${pages === 1 ? 'page' : 'pages'}`] : []),
  ];

  return (
    <div className="doc-preview">
      <header className="doc-preview__header">
        <div className="doc-preview__heading">
          <h2 className="ui-dialog__title doc-preview__title" id={titleId}>
            {label}
          </h2>
          <p className="doc-preview__facts" aria-live="polite">
            {facts.join(' · ')}
          </p>
        </div>
        <div className="doc-preview__header-actions">
          {onScore && (
            <button type="button" className="button button--small" onClick={onScore}>
              Score
            </button>
          )}
          <button type="button" className="button button--secondary button--small" onClick={onClose}>
            Close
          </button>
        </div>
      </header>
      {note && <p className="doc-preview__note">{note}</p>}

      <div className="doc-preview__bar">
        <div className="doc-preview__group" role="group" aria-label="Documents">
          <button
            ref={previous}
            type="button"
            className="button button--secondary button--small"
            disabled={index === 0}
            onClick={() => onIndex(index - 1)}
          >
            <span aria-hidden="true">←</span> Previous<span className="doc-preview__more"> document</span>
          </button>
          <button
            ref={next}
            type="button"
            className="button button--secondary button--small"
            disabled={index === count - 1}
            onClick={() => onIndex(index + 1)}
            data-autofocus={count > 1 ? true : undefined}
          >
            Next<span className="doc-preview__more"> document</span> <span aria-hidden="true">→</span>
          </button>
        </div>
        <div className="doc-preview__group" role="group" aria-label="Zoom">
          <button
            type="button"
            className="button button--secondary button--small doc-preview__zoom"
            aria-label="Zoom out"
            disabled={zoomAt <= 0}
            onClick={() => setZoom(ZOOMS[zoomAt - 1]!)}
          >
            −
          </button>
          <output className="doc-preview__zoom-level" aria-live="polite">
            {Math.round(zoom * 100)}%
          </output>
          <button
            type="button"
            className="button button--secondary button--small doc-preview__zoom"
            aria-label="Zoom in"
            disabled={zoomAt >= ZOOMS.length - 1}
            onClick={() => setZoom(ZOOMS[zoomAt + 1]!)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className="button button--small doc-preview__download"
          aria-label={`Download ${label}`}
          disabled={downloading || !canOpen}
          onClick={onDownload}
        >
          {downloading ? 'Downloading…' : 'Download'}
        </button>
      </div>

      {/* Focusable so the pages can be scrolled with the keyboard. */}
      <div className="doc-preview__frame" role="region" aria-label={`${label}, in the page`} tabIndex={0}>
        {!canOpen ? (
          <ScanWait doc={doc} />
        ) : failed ? (
          <p className="doc-preview__failed" role="alert">
            This document could not be shown here. Download it to read it.
          </p>
        ) : isPdf ? (
          <Suspense fallback={<Loading />}>
            {pages === null && <Loading />}
            <PdfPages
              key={doc.fileId}
              url={doc.previewUrl}
              label={label}
              zoom={zoom}
              onPageCount={setPages}
              onFailed={() => setFailed(true)}
            />
          </Suspense>
        ) : (
          <img
            key={doc.fileId}
            className="doc-preview__image"
            src={doc.previewUrl}
            alt={`${label}, as uploaded`}
            style={{ width: `${zoom * 100}%` }}
            onError={() => setFailed(true)}
          />
        )}
      </div>
    </div>
  );
}

/** A document the scan has not cleared: the list's words, in the frame's place. */
function ScanWait({ doc }: { doc: PreviewDocument }) {
  const words = SCAN_WORDS[doc.scanStatus];
  return (
    <div className="doc-preview__failed" role="status">
      <p>
        <span className={`app-scan app-scan--${words.tone}`}>{words.badge}</span>
      </p>
      <p>{closedHint(doc)}</p>
    </div>
  );
}

function Loading() {
  return <Spinner layout="inline" label="Opening the document…" />;
}
