import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { scanningNotices } from '@domain/console-notices';
import { ConsoleNoticeView } from './ConsoleNotices';

const render = (pendingDocuments: number, scanning = true) => {
  const [notice] = scanningNotices({ scanning, pendingDocuments });
  return renderToStaticMarkup(<ConsoleNoticeView notice={notice!} onDismiss={() => Promise.resolve()} />);
};

describe('a console notice to admins', () => {
  // A page's own status line ("The parent rubric was saved.") is found by its role; a standing
  // notice with the same role would make that line ambiguous whenever the notice shows.
  it('is a named note, never a live region that shares the status role with the page', () => {
    for (const html of [render(0, false), render(2)]) {
      expect(html).toContain('role="note"');
      expect(html).toContain('aria-label="Notice for admins"');
      expect(html).not.toMatch(/role="(status|alert|log)"|aria-live/);
    }
  });

  it('keeps the technical words behind Details, closed, and names its Dismiss button', () => {
    const html = render(0, false);
    expect(html).toMatch(/<details[^>]*><summary>Details<\/summary><p>The server has no CLAMD_URL/);
    expect(html).not.toMatch(/<details[^>]*open/);
    expect(html).toMatch(/Dismiss<span class="visually-hidden"> this notice<\/span>/);
  });
});
