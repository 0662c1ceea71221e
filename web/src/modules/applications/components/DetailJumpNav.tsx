import type { MouseEvent } from 'react';
import { jumpTo } from '../jump';

/**
 * "Jump to" on a phone or tablet, where the detail page is one long column: a link to each part
 * (the answers, the documents, the review, the requests), moving focus to its heading. Laptops
 * show the parts side by side and hide it (detail-layout.css).
 */
export function DetailJumpNav({ targets }: { targets: readonly { id: string; label: string }[] }) {
  const go = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (jumpTo(id)) event.preventDefault();
  };
  return (
    <nav className="app-jump" aria-labelledby="app-jump-title">
      <h2 id="app-jump-title" className="app-jump__title">
        Jump to
      </h2>
      <ul className="app-jump__list">
        {targets.map((t) => (
          <li key={t.id}>
            <a className="app-jump__link" href={`#${t.id}`} onClick={go(t.id)}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
