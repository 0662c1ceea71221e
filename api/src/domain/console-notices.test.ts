import { scanningNotices } from './console-notices.js';

describe("the console's notices to admins", () => {
  it('says in plain words that uploads are not scanned, with the setting only in the detail', () => {
    const [notice] = scanningNotices({ scanning: false, pendingDocuments: 3 });
    expect(notice).toMatchObject({ key: 'scanning-off', level: 1 });
    expect(notice!.text).toBe(
      'Uploaded documents are not checked for viruses. Open applicants’ files with care until scanning is turned on.',
    );
    expect(notice!.text).not.toMatch(/CLAMD|docs\//);
    expect(notice!.detail).toMatch(/CLAMD_URL.*docs\/virus-scanning\.md/);
  });

  it('counts the documents waiting, its level rising with them, and says nothing when none wait', () => {
    expect(scanningNotices({ scanning: true, pendingDocuments: 0 })).toEqual([]);
    const [one] = scanningNotices({ scanning: true, pendingDocuments: 1 });
    expect(one).toMatchObject({ key: 'scans-waiting', level: 1 });
    expect(one!.text).toBe('1 document is waiting for the virus scan. It is scanned again automatically.');
    const [four] = scanningNotices({ scanning: true, pendingDocuments: 4 });
    expect(four!.level).toBe(4);
    expect(four!.text).toMatch(/^4 documents are waiting for the virus scan\. They are/);
    expect(four!.detail).toMatch(/clamd/);
  });
});
