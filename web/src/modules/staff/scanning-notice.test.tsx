import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ScanningNoticeView, scanningNoticeText } from './components/ScanningNotice';

describe("the admins' virus-scanning notice", () => {
  it('says uploads are not scanned when scanning is off, whatever is pending', () => {
    expect(scanningNoticeText({ scanning: false, pendingDocuments: 0 })).toMatch(/^Uploads are not scanned for malware/);
  });

  it('counts the documents waiting for their scan, and says nothing when none are', () => {
    expect(scanningNoticeText({ scanning: true, pendingDocuments: 0 })).toBeNull();
    expect(scanningNoticeText({ scanning: true, pendingDocuments: 1 })).toMatch(/^1 document is waiting .* when it arrived/);
    expect(scanningNoticeText({ scanning: true, pendingDocuments: 4 })).toMatch(/^4 documents are waiting .* when they arrived/);
  });
});

describe('the notice on every console page', () => {
  // A page's own status line ("The parent rubric was saved.") is found by its role; a standing
  // notice with the same role would make that line ambiguous whenever the notice shows.
  it('is a note, never a live region that shares the status role with the page', () => {
    for (const text of [
      scanningNoticeText({ scanning: false, pendingDocuments: 0 }),
      scanningNoticeText({ scanning: true, pendingDocuments: 2 }),
    ]) {
      const html = renderToStaticMarkup(<ScanningNoticeView text={text!} />);
      expect(html).toContain('role="note"');
      expect(html).not.toMatch(/role="(status|alert|log)"|aria-live/);
    }
  });
});
