import { useEffect, useRef, useState } from 'react';
import { getDocument, GlobalWorkerOptions, RenderingCancelledException, version, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { logFailure } from '../../../console/Notices';

// pdf.js parses in a module worker: a bundled file under /assets, so the site CSP needs only
// worker-src 'self' (no blob:), and isEvalSupported: false keeps script-src free of unsafe-eval.
GlobalWorkerOptions.workerSrc = workerUrl;

// pdf.js's own fonts and CMaps, shipped with the build for this pdf.js version (see
// scripts/vite/pdfjs-data.ts) and fetched from our origin only when a document needs them.
const PDFJS_DATA = `${import.meta.env.BASE_URL}assets/pdfjs-${version}`;
const DOCUMENT_OPTIONS = {
  isEvalSupported: false,
  enableXfa: false,
  // Statements written by servers often name Helvetica, Times or Courier without embedding them:
  // draw those with pdf.js's metric-compatible fonts, the same on every reviewer's computer,
  // rather than with whatever the computer has installed under a similar name.
  standardFontDataUrl: `${PDFJS_DATA}/standard_fonts/`,
  useSystemFonts: false,
  // Chinese, Japanese and Korean text set with a predefined CMap.
  cMapUrl: `${PDFJS_DATA}/cmaps/`,
  cMapPacked: true,
};

interface PageSize {
  width: number;
  height: number;
}

export interface PdfPagesProps {
  url: string;
  label: string;
  /** 1 fits the page to the width of the frame. */
  zoom: number;
  onPageCount: (count: number) => void;
  onFailed: () => void;
}

/**
 * A PDF drawn page by page onto canvases with pdf.js. The bytes are fetched into memory and
 * handed to the worker; nothing is saved. Pages are drawn when they come near the view, so a
 * 200-page document opens as fast as a 2-page one. This module (and pdf.js) load only when a
 * reviewer previews a PDF.
 */
export default function PdfPages({ url, label, zoom, onPageCount, onFailed }: PdfPagesProps) {
  const [pdf, setPdf] = useState<{ doc: PDFDocumentProxy; first: PageSize } | null>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onPageCount, onFailed });
  useEffect(() => {
    callbacks.current = { onPageCount, onFailed };
  });

  useEffect(() => {
    let cancelled = false;
    let task: ReturnType<typeof getDocument> | null = null;
    void (async () => {
      const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      const data = new Uint8Array(await response.arrayBuffer());
      if (cancelled) return;
      task = getDocument({ ...DOCUMENT_OPTIONS, data });
      const doc = await task.promise;
      const viewport = (await doc.getPage(1)).getViewport({ scale: 1 });
      if (cancelled) return;
      setPdf({ doc, first: { width: viewport.width, height: viewport.height } });
      callbacks.current.onPageCount(doc.numPages);
    })().catch((error: unknown) => {
      if (cancelled) return;
      logFailure('Showing a document failed.', error);
      callbacks.current.onFailed();
    });
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [url]);

  useEffect(() => {
    // The scrolling frame around the pages, whose width does not grow when the pages are zoomed.
    const element = frame.current?.parentElement;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setFrameWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fit = pdf && frameWidth > 0 ? frameWidth / pdf.first.width : 0;
  const scale = Math.round(fit * zoom * 1000) / 1000;
  return (
    <div ref={frame} className="doc-preview__pdf">
      {pdf && scale > 0
        ? Array.from({ length: pdf.doc.numPages }, (_, i) => (
            <PdfPage key={i} doc={pdf.doc} number={i + 1} scale={scale} estimate={pdf.first} label={label} />
          ))
        : null}
    </div>
  );
}

function PdfPage({
  doc,
  number,
  scale,
  estimate,
  label,
}: {
  doc: PDFDocumentProxy;
  number: number;
  scale: number;
  estimate: PageSize;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(number <= 2);
  const [size, setSize] = useState<PageSize>(estimate);

  useEffect(() => {
    const element = canvas.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let cancel: (() => void) | null = null;
    void (async () => {
      const page = await doc.getPage(number);
      const element = canvas.current;
      if (cancelled || !element) return;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.floor(viewport.width * ratio);
      element.height = Math.floor(viewport.height * ratio);
      setSize({ width: viewport.width / scale, height: viewport.height / scale });
      const task = page.render({
        canvas: element,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      cancel = () => task.cancel();
      await task.promise;
    })().catch((error: unknown) => {
      if (!(error instanceof RenderingCancelledException)) logFailure(`Drawing page ${number} failed.`, error);
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [doc, number, scale, near]);

  return (
    <canvas
      // A new canvas for each zoom: pdf.js will not draw twice at once onto one canvas.
      key={scale}
      ref={canvas}
      className="doc-preview__page"
      role="img"
      aria-label={`${label}, page ${number} of ${doc.numPages}`}
      data-page={number}
      style={{ width: `${Math.floor(size.width * scale)}px`, height: `${Math.floor(size.height * scale)}px` }}
    />
  );
}
