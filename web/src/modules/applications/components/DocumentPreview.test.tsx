import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApplicationDetailQuery } from '../../../generated/graphql';
import { PENDING_HINT } from '../scan-words';
import { DocumentPreview } from './DocumentPreview';

type Doc = ApplicationDetailQuery['application']['documents'][number];

const doc = (fileId: string, label: string, mediaType: string, scanStatus: Doc['scanStatus']): Doc => ({
  fileId,
  fileAlias: label.toLowerCase().replace(/ /g, '_'),
  label,
  mediaType,
  originalName: `${fileId}.bin`,
  sizeBytes: 2048,
  downloadUrl: `/documents/${fileId}/download`,
  previewUrl: `/documents/${fileId}/preview`,
  scanStatus,
  scannedAt: null,
  scanProblem: null,
  uploadedAt: '2026-11-20T12:00:00.000Z',
});

const documents = [
  doc('1', 'Essay', 'image/png', 'CLEAN'),
  doc('2', 'Transcript', 'application/pdf', 'PENDING'),
  doc('3', 'Photo of the diploma', 'image/jpeg', 'PENDING'),
  doc('4', 'Recommendation letter', 'image/png', 'CLEAN'),
  {
    ...doc('5', 'Portfolio', 'application/pdf', 'UNSCANNABLE'),
    scanProblem: 'clamd answered "INSTREAM size limit exceeded. ERROR"',
  },
];

const preview = (index: number) =>
  renderToStaticMarkup(
    <DocumentPreview
      documents={documents}
      index={index}
      onIndex={() => {}}
      onClose={() => {}}
      onDownload={() => {}}
      downloading={false}
    />,
  );

/** The <button> whose text (tags stripped) holds `name`, as markup. */
const button = (html: string, name: string) =>
  [...html.matchAll(/<button[^>]*>.*?<\/button>/g)].map((m) => m[0]).find((b) => b.replace(/<[^>]+>/g, '').includes(name));

// Next and Previous may land on a document still waiting for its virus scan (issue 24).
describe('DocumentPreview', () => {
  it.each([
    ['a PDF', 1, '/documents/2/preview'],
    ['an image', 2, '/documents/3/preview'],
  ])('on %s waiting for the virus scan says so, asks nothing of its preview and keeps Next and Previous', (_kind, index, url) => {
    const html = preview(index);
    expect(html).toContain('Waiting for the virus scan');
    expect(html).toContain(PENDING_HINT);
    expect(html).not.toContain('could not be shown here');
    expect(html).not.toContain('Opening the document');
    expect(html).not.toContain(url);
    expect(button(html, 'Previous')).not.toMatch(/disabled/);
    expect(button(html, 'Next')).not.toMatch(/disabled/);
    expect(button(html, 'Download')).toMatch(/disabled/);
  });

  it('shows the clean document next to it as before', () => {
    const html = preview(3);
    expect(html).toContain('src="/documents/4/preview"');
    expect(html).not.toContain('Waiting for the virus scan');
    expect(button(html, 'Previous')).not.toMatch(/disabled/);
    expect(button(html, 'Download')).not.toMatch(/disabled/);
  });

  // A file the scanner cannot check stays closed, and staff see the scanner's reason (issue 36).
  it('says a document could not be scanned, and why, without previewing it', () => {
    const html = preview(4);
    expect(html).toContain('Could not be virus-scanned');
    expect(html).toContain('INSTREAM size limit exceeded');
    expect(html).not.toContain('/documents/5/preview');
    expect(button(html, 'Download')).toMatch(/disabled/);
  });
});
