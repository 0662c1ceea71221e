import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MessageDialog } from './Dialog';

/** The id an attribute of the <dialog> names, and the element that carries that id. */
function referenced(html: string, attribute: 'aria-labelledby' | 'aria-describedby'): string | null {
  const id = new RegExp(`<dialog[^>]* ${attribute}="([^"]+)"`).exec(html)?.[1];
  if (!id) return null;
  const element = new RegExp(`<(\\w+)[^>]* id="${id.replace(/[^\w-]/g, '\\$&')}"[^>]*>(.*?)</\\1>`).exec(html);
  return element ? element[2]!.replace(/<[^>]+>/g, '') : null;
}

describe('MessageDialog', () => {
  const noop = () => {};

  it("is named by its sentence, the spec's words, and described by its short heading", () => {
    const html = renderToStaticMarkup(
      <MessageDialog open tone="alert" title="Message not sent" message="Something went wrong." onClose={noop} />,
    );
    expect(html).toContain('role="alertdialog"');
    expect(referenced(html, 'aria-labelledby')).toBe('Something went wrong.');
    expect(referenced(html, 'aria-describedby')).toBe('Message not sent');
  });

  it('without a sentence is named by its title and described by what it holds', () => {
    const html = renderToStaticMarkup(
      <MessageDialog open title="Privacy policy" onClose={noop}>
        <p>We keep your data safe.</p>
      </MessageDialog>,
    );
    expect(referenced(html, 'aria-labelledby')).toBe('Privacy policy');
    expect(referenced(html, 'aria-describedby')).toBe('We keep your data safe.');
  });
});
