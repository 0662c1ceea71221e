import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { FormNotice } from '../../../components/ui/Field';
import { PLACEHOLDER_IMAGE } from '../../../components/page/Picture';
import type { ListSpec } from '../content-specs';
import { messageOf, type ContentItem, type useSiteContent } from '../hooks/useSiteContent';
import { ItemEditor } from './ItemEditor';

type Editing = { item: ContentItem | null } | null;

/** One list (team, news or store): its items in page order, with reorder, hide/show, edit and delete. */
export function ContentList({
  spec,
  items,
  editor,
}: {
  spec: ListSpec;
  items: ContentItem[];
  editor: Pick<ReturnType<typeof useSiteContent>, 'save' | 'remove'>;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleOf = (item: ContentItem) => String((item as Record<string, unknown>)[spec.titleField] ?? '');
  const pictureOf = (item: ContentItem) =>
    ((item as Record<string, unknown>).photo ?? (item as Record<string, unknown>).image) as string | null;

  async function act(work: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="content-list">
      <div className="content-list__bar">
        <a className="text-link" href={spec.publicPath} target="_blank" rel="noopener">
          View the public page<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="button button--small" onClick={() => setEditing({ item: null })} disabled={busy}>
          Add a {spec.noun}
        </button>
      </div>
      {problem && <FormNotice tone="error">{problem}</FormNotice>}
      {editing && (
        <ItemEditor
          key={editing.item?.id ?? 'new'}
          spec={spec}
          item={editing.item}
          onSave={async (input, picture) => void (await editor.save(spec.kind, input, picture))}
          onClose={() => setEditing(null)}
        />
      )}
      <ol className="content-list__items">
        {items.map((item, index) => {
          const title = titleOf(item);
          return (
            <li key={item.id} className={`content-row${item.visible ? '' : ' content-row--hidden'}`}>
              <img className="content-row__thumb" src={pictureOf(item) ?? PLACEHOLDER_IMAGE} alt="" width={64} height={48} />
              <div className="content-row__text">
                <span className="content-row__title">{title}</span>
                {!item.visible && <span className="content-row__badge">Hidden</span>}
              </div>
              <div className="content-row__actions" role="group" aria-label={`Actions for ${title}`}>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Move ${title} up`}
                  disabled={busy || index === 0}
                  onClick={() => void act(() => editor.save(spec.kind, { id: item.id, position: index - 1 }))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Move ${title} down`}
                  disabled={busy || index === items.length - 1}
                  onClick={() => void act(() => editor.save(spec.kind, { id: item.id, position: index + 1 }))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`${item.visible ? 'Hide' : 'Show'} ${title}`}
                  disabled={busy}
                  onClick={() => void act(() => editor.save(spec.kind, { id: item.id, visible: !item.visible }))}
                >
                  {item.visible ? 'Hide' : 'Show'}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Edit ${title}`}
                  disabled={busy}
                  onClick={() => setEditing({ item })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={`Delete ${title}`}
                  disabled={busy}
                  onClick={() => setDeleting(item)}
                >
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {deleting && (
        <ConfirmDialog
          question={`Delete “${titleOf(deleting)}”? This cannot be undone.`}
          busy={busy}
          onYes={() =>
            void act(async () => {
              await editor.remove(spec.kind, deleting.id);
              setDeleting(null);
            })
          }
          onNo={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
