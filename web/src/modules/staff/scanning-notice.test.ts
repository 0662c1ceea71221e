import { describe, expect, it } from 'vitest';
import { scanningNoticeText } from './components/ScanningNotice';

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
