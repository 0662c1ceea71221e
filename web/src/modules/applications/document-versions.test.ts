import { describe, expect, it } from 'vitest';
import { documentVersions, type VersionedDocument } from './document-versions';

const doc = (fileId: string, fileAlias: string, label: string, uploadedAt: string): VersionedDocument => ({
  fileId,
  fileAlias,
  label,
  uploadedAt,
});

describe('documentVersions', () => {
  it('leaves a document sent once as it is: its label, its alias, no other version', () => {
    expect(documentVersions([doc('1', 'essay', 'Application essay', '2026-11-01T10:00:00Z')])).toEqual([
      { label: 'Application essay', alias: 'essay', newer: null, older: null },
    ]);
  });

  it('numbers a document sent again and links each version to the one it replaces and the one replacing it', () => {
    const versions = documentVersions([
      doc('1', 'transcript', 'College transcript', '2026-11-01T10:00:00Z'),
      doc('2', 'essay', 'Application essay', '2026-11-01T10:00:00Z'),
      doc('7', 'transcript', 'College transcript', '2026-11-20T09:30:00Z'),
      doc('9', 'transcript', 'College transcript', '2026-11-25T16:00:00Z'),
    ]);
    expect(versions.map((v) => [v.label, v.alias])).toEqual([
      ['College transcript (version 1 of 3)', 'transcript'],
      ['Application essay', 'essay'],
      ['College transcript (version 2 of 3)', 'transcript_v2'],
      ['College transcript (version 3 of 3)', 'transcript_v3'],
    ]);
    expect(versions[0]!.older).toBeNull();
    expect(versions[0]!.newer).toEqual({
      index: 2,
      fileId: '7',
      label: 'College transcript (version 2 of 3)',
      version: 'version 2 of 3',
      uploadedAt: '2026-11-20T09:30:00Z',
    });
    expect(versions[2]!.older).toEqual({
      index: 0,
      fileId: '1',
      label: 'College transcript (version 1 of 3)',
      version: 'version 1 of 3',
      uploadedAt: '2026-11-01T10:00:00Z',
    });
    expect(versions[2]!.newer?.fileId).toBe('9');
    expect(versions[3]!.older?.fileId).toBe('7');
    expect(versions[3]!.newer).toBeNull();
    expect(versions[1]).toMatchObject({ newer: null, older: null });
  });

  it('counts "Other document"s apart without calling one a replacement of another', () => {
    const versions = documentVersions([
      doc('3', 'other', 'Other document', '2026-11-02T10:00:00Z'),
      doc('4', 'other', 'Other document', '2026-11-03T10:00:00Z'),
    ]);
    expect(versions).toEqual([
      { label: 'Other document (1 of 2)', alias: 'other', newer: null, older: null },
      { label: 'Other document (2 of 2)', alias: 'other_v2', newer: null, older: null },
    ]);
  });
});
