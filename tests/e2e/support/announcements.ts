import type { Page } from '@playwright/test';

/** The roles of the controls a keyboard stops at, as Chromium names them (a date field is "Date"). */
const CONTROL_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'checkbox',
  'radio',
  'switch',
  'button',
  'Date',
  'spinbutton',
]);

/**
 * What a screen reader is told at each control of a part of the page, as Chromium's own
 * accessibility tree (the one screen readers read) gives it: the role, the name, the states and the
 * description. An aria snapshot (`toMatchAriaSnapshot`) shows the order, the names and [invalid],
 * but not the description, which is where a field's help and its error are heard; this shows it,
 * so a snapshot proves each error is tied to its own field. One control a line, the description
 * on the next; `[focused]` marks where the keyboard is.
 */
export async function controlAnnouncements(page: Page, rootSelector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: rootSelector });
    // One call for the whole part, in page order.
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId });
    const lines: string[] = [];
    // A date's month, day, year and calendar button are the browser's own, in the browser's language.
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const inDate = (node: (typeof nodes)[number]): boolean => {
      for (let up = byId.get(node.parentId ?? ''); up; up = byId.get(up.parentId ?? ''))
        if (up.role?.value === 'Date') return true;
      return false;
    };
    for (const node of nodes) {
      if (node.ignored || !CONTROL_ROLES.has(String(node.role?.value)) || inDate(node)) continue;
      const property = (name: string) => node.properties?.find((p) => p.name === name)?.value.value as unknown;
      let required = property('required') === true;
      // This tree leaves `required` out for a select or a date, though Chromium tells screen readers:
      // the element's attribute says it for those.
      if (!required && node.backendDOMNodeId !== undefined) {
        const { node: element } = await cdp.send('DOM.describeNode', { backendNodeId: node.backendDOMNodeId });
        const attributes = element.attributes ?? [];
        const named = (name: string) => attributes.findIndex((a, i) => i % 2 === 0 && a === name);
        required = named('required') >= 0 || attributes[named('aria-required') + 1] === 'true';
      }
      const states = [
        required && 'required',
        property('invalid') !== undefined && property('invalid') !== 'false' && 'invalid',
        property('checked') === 'true' && 'checked',
        property('disabled') === true && 'disabled',
        property('focused') === true && 'focused',
      ].filter(Boolean);
      lines.push(
        `- ${String(node.role?.value)} ${JSON.stringify(String(node.name?.value ?? ''))}${states.map((s) => ` [${s}]`).join('')}`,
      );
      const description = String(node.description?.value ?? '').trim();
      if (description) lines.push(`  description: ${description}`);
    }
    return `${lines.join('\n')}\n`;
  } finally {
    await cdp.detach();
  }
}
