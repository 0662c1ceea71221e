/** Starts a card's hover ripple where the pointer entered (the CSS animates it; spec §4). */
let installed = false;
export function installRipple(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('pointerover', (event) => {
    const card = (event.target as Element).closest<HTMLElement>('.card--ripple');
    if (!card || card.contains(event.relatedTarget as Node | null)) return;
    const box = card.getBoundingClientRect();
    card.style.setProperty('--ripple-x', `${event.clientX - box.left}px`);
    card.style.setProperty('--ripple-y', `${event.clientY - box.top}px`);
  });
}
