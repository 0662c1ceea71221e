/**
 * The console's notices to admins (issue 42, problem 8): a sentence a nonprofit's staff member
 * understands, and the technical detail for whoever runs the server behind a disclosure. Each has
 * a key and a level: an admin dismisses a notice for themselves, and it comes back only when its
 * level rises (more documents waiting than when they dismissed it).
 */
export interface ConsoleNotice {
  key: 'scanning-off' | 'scans-waiting';
  /** Dismissed at this level or higher, the notice stays hidden for that admin. */
  level: number;
  text: string;
  detail: string;
}

/** The virus scanner's state as the notices read it. */
export interface ScanningState {
  scanning: boolean;
  pendingDocuments: number;
}

/** The notices the scanner's state calls for: scanning off, documents waiting, or none. */
export function scanningNotices({ scanning, pendingDocuments: n }: ScanningState): ConsoleNotice[] {
  if (!scanning)
    return [
      {
        key: 'scanning-off',
        level: 1,
        text: 'Uploaded documents are not checked for viruses. Open applicants’ files with care until scanning is turned on.',
        detail:
          'The server has no CLAMD_URL setting, so documents are stored unscanned. Whoever runs the server can turn scanning on: docs/virus-scanning.md in the site’s code says how.',
      },
    ];
  if (n === 0) return [];
  return [
    {
      key: 'scans-waiting',
      level: n,
      text: `${n === 1 ? '1 document is' : `${n} documents are`} waiting for the virus scan. ${
        n === 1 ? 'It is' : 'They are'
      } scanned again automatically.`,
      detail: `The scanner (clamd) did not answer when ${
        n === 1 ? 'it' : 'they'
      } arrived. If this number keeps growing, whoever runs the server should check that clamd is running: docs/virus-scanning.md.`,
    },
  ];
}
