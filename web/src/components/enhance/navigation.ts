/**
 * Top navigation: dropdowns that close on an outside click, on Escape and when focus leaves
 * them; the mobile menu (below 1100px) behind a button with aria-expanded. One set of
 * document-level listeners, so it works on static pages and under React alike.
 */
const MOBILE_MAX = 1099.98;

const openDropdowns = () => Array.from(document.querySelectorAll<HTMLElement>('[data-dropdown]')).filter((d) => isOpen(d));
const toggleOf = (dropdown: HTMLElement) => dropdown.querySelector<HTMLButtonElement>('[data-dropdown-toggle]')!;
const isOpen = (dropdown: HTMLElement) => toggleOf(dropdown).getAttribute('aria-expanded') === 'true';

function setDropdown(dropdown: HTMLElement, open: boolean): void {
  const toggle = toggleOf(dropdown);
  toggle.setAttribute('aria-expanded', String(open));
  const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (menu) menu.hidden = !open;
}

const menuToggle = () => document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const menuOpen = () => menuToggle()?.getAttribute('aria-expanded') === 'true';
function setMenu(open: boolean): void {
  menuToggle()?.setAttribute('aria-expanded', String(open));
  if (!open) openDropdowns().forEach((d) => setDropdown(d, false));
}

export function closeAllMenus(): void {
  openDropdowns().forEach((d) => setDropdown(d, false));
  setMenu(false);
}

let installed = false;
export function installNavigation(): void {
  if (installed) return;
  installed = true;

  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const toggle = target.closest<HTMLElement>('[data-dropdown-toggle]');
    if (toggle) {
      const dropdown = toggle.closest<HTMLElement>('[data-dropdown]')!;
      const open = !isOpen(dropdown);
      openDropdowns().forEach((d) => d !== dropdown && setDropdown(d, false));
      setDropdown(dropdown, open);
      return;
    }
    if (target.closest('[data-menu-toggle]')) {
      setMenu(!menuOpen());
      return;
    }
    openDropdowns().forEach((d) => !d.contains(target) && setDropdown(d, false));
    if (menuOpen() && (!target.closest('[data-site-nav]') || target.closest('a'))) setMenu(false);
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = openDropdowns();
    if (open.length > 0) {
      open.forEach((d) => setDropdown(d, false));
      const focused = document.activeElement;
      const owner = open.find((d) => d.contains(focused));
      if (owner) toggleOf(owner).focus();
      return;
    }
    if (menuOpen()) {
      setMenu(false);
      menuToggle()?.focus();
    }
  });

  // Focus moving anywhere outside an open dropdown (or outside the open mobile menu) closes it.
  document.addEventListener('focusin', (event) => {
    const target = event.target as Element;
    openDropdowns().forEach((d) => !d.contains(target) && setDropdown(d, false));
    if (menuOpen() && !target.closest('.site-header')) setMenu(false);
  });

  window.addEventListener('resize', () => {
    if (window.innerWidth > MOBILE_MAX && menuOpen()) setMenu(false);
  });
}
