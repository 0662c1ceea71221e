import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConfirmActionDialog, type ConfirmAction } from './ConfirmActionDialog';

const deletion: ConfirmAction = {
  title: 'Delete Jane Doe?',
  consequence: 'The staff account of Jane Doe is removed and cannot be restored.',
  confirmLabel: 'Delete Jane Doe',
  busyLabel: 'Deleting…',
};
const noop = () => {};

/** The text of the element whose id the <dialog>'s attribute names. */
function referenced(html: string, attribute: 'aria-labelledby' | 'aria-describedby'): string | null {
  const id = new RegExp(`<dialog[^>]* ${attribute}="([^"]+)"`).exec(html)?.[1];
  if (!id) return null;
  const element = new RegExp(`<(\\w+)[^>]* id="${id.replace(/[^\w-]/g, '\\$&')}"[^>]*>(.*?)</\\1>`).exec(html);
  return element ? element[2]!.replace(/<[^>]+>/g, '') : null;
}

/** Each button's attributes and text, in page order. */
const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(([, attributes, text]) => ({ attributes: attributes!, text }));

describe('ConfirmActionDialog', () => {
  it('is named by its question and described by what happens', () => {
    const html = renderToStaticMarkup(<ConfirmActionDialog action={deletion} onConfirm={noop} onCancel={noop} />);
    expect(referenced(html, 'aria-labelledby')).toBe('Delete Jane Doe?');
    expect(referenced(html, 'aria-describedby')).toBe(deletion.consequence);
    expect(html).toMatch(/<h2[^>]*>Delete Jane Doe\?<\/h2>/);
  });

  it('offers Cancel first, focused on opening, then a button naming the action', () => {
    const [cancel, confirm, ...more] = buttons(
      renderToStaticMarkup(<ConfirmActionDialog action={deletion} onConfirm={noop} onCancel={noop} />),
    );
    expect(more).toEqual([]);
    expect(cancel!.text).toBe('Cancel');
    expect(cancel!.attributes).toContain('data-autofocus');
    expect(confirm!.text).toBe('Delete Jane Doe');
    expect(confirm!.attributes).not.toContain('data-autofocus');
  });

  it('while the server works, both buttons wait and the action says so', () => {
    const all = buttons(renderToStaticMarkup(<ConfirmActionDialog action={deletion} busy onConfirm={noop} onCancel={noop} />));
    expect(all.map((b) => b.text)).toEqual(['Cancel', 'Deleting…']);
    expect(all.every((b) => b.attributes.includes('disabled'))).toBe(true);
  });

  it('without an action shows nothing inside the closed dialog', () => {
    const html = renderToStaticMarkup(<ConfirmActionDialog action={null} onConfirm={noop} onCancel={noop} />);
    expect(html).not.toContain('<button');
    expect(html).not.toContain(' open');
  });
});
