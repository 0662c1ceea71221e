/**
 * A collapsible page section (`[data-collapsible]`, rendered by CollapsibleSection): its button
 * shows and hides the body. Plain DOM, so the form pages need no React for it (decision 160).
 */
export function enhanceCollapsible(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('.collapsible__toggle');
  const body = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (!toggle || !body) return;
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    root.classList.toggle('collapsible--open', open);
    body.hidden = !open;
  });
}
