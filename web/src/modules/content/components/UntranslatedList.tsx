import type { SiteContent } from '../hooks/useSiteContent';
import { untranslated } from '../untranslated';

/**
 * What the Spanish pages (/es) still show in English, item by item: staff translate it in the
 * tabs below (the "in Spanish" fields). Folded away once everything is written.
 */
export function UntranslatedList({ content }: { content: SiteContent }) {
  const items = untranslated(content);
  return (
    <details className="content-untranslated" open={items.length > 0 && items.length <= 8}>
      <summary>
        {items.length === 0
          ? 'Everything is written in Spanish too.'
          : `Still in English on the Spanish pages: ${items.length} ${items.length === 1 ? 'item' : 'items'}`}
      </summary>
      {items.length > 0 && (
        <ul aria-label="Untranslated content">
          {items.map((item) => (
            <li key={`${item.kind}-${item.name}`}>
              <strong>{item.list}</strong> · {item.name}: {item.fields.join(', ')}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
