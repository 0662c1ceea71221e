import { useState } from 'react';
import { downloadFile, type DownloadProgress } from './download';
import { fileSize } from './formats';
import { useNotices } from './Notices';

/** "Preparing…" until the first byte, then the bytes received so far. */
export function progressText(progress: DownloadProgress): string {
  return progress.phase === 'preparing' ? 'Preparing…' : `Downloading… ${fileSize(progress.bytes)} received`;
}

/**
 * A button that fetches an export (a list's CSV, an application's ZIP) and saves it, showing
 * its progress in the button and to screen readers; a failure is a notice with Retry, like the
 * console's other failures. The server decides who may (the button is only shown to them).
 */
export function ExportButton({
  label,
  url,
  fileName,
  what,
  className = 'button button--secondary button--small',
  describedBy,
}: {
  label: string;
  url: string;
  fileName: string;
  /** The failure notice's subject: "The CSV export", "The documents' ZIP". */
  what: string;
  className?: string;
  describedBy?: string;
}) {
  const notices = useNotices();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  async function run(): Promise<void> {
    setProgress({ phase: 'preparing' });
    try {
      await downloadFile(url, fileName, setProgress);
    } catch (error) {
      notices.failed(`${what} could not be downloaded.`, error, () => void run());
    } finally {
      setProgress(null);
    }
  }

  return (
    <span className="export-button">
      <button
        type="button"
        className={className}
        aria-describedby={describedBy}
        aria-busy={progress !== null}
        disabled={progress !== null}
        onClick={() => void run()}
      >
        {progress ? progressText(progress) : label}
      </button>
      <span className="visually-hidden" role="status">
        {/* The phase only: bytes would be read out at every chunk. */}
        {progress ? `${label}: ${progress.phase === 'preparing' ? 'Preparing…' : 'Downloading…'}` : ''}
      </span>
    </span>
  );
}
