import { anchors, timings } from '../../site/site-config';
import { afterLoad } from './motion';

/** Set once the visitor closes the promo; sessionStorage, so it lasts for this visit only. */
const PROMO_CLOSED_KEY = 'odf:promo-closed';

function closedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(PROMO_CLOSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the promo shows, and closing it still works
  }
}

function rememberClosed(): void {
  try {
    sessionStorage.setItem(PROMO_CLOSED_KEY, '1');
  } catch {
    /* storage blocked: nothing to remember it in */
  }
}

const focusable = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], input, select, textarea'));

/**
 * Tab and Shift+Tab go round the dialog's controls. A modal <dialog> already makes the page
 * inert, but the browser lets Tab leave it for its own toolbar; a donor should not lose it.
 */
function trapFocus(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const controls = focusable(dialog);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !dialog.contains(active) : active === last || !dialog.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Whether the donor has reached the ways to give before the promo's time: scrolled them into
 * view, or focused or pressed one of them. The promo would then cover what they came for, so it
 * stays closed (issue 42, problem 10; docs/decisions/470). Options already in view at load do not
 * count: the donor has not done anything yet.
 */
function watchForReachedOptions(options: HTMLElement | null): () => boolean {
  if (!options) return () => false;
  let reached = false;
  const reach = () => {
    reached = true;
    window.removeEventListener('scroll', onScroll);
  };
  // Scrolled to, not merely there: its top up the screen after the page has moved.
  const scrolledTo = () => {
    const box = options.getBoundingClientRect();
    return window.scrollY > 0 && box.top < window.innerHeight * 0.75 && box.bottom > 0;
  };
  const onScroll = () => {
    if (scrolledTo()) reach();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  options.addEventListener('focusin', reach, { once: true });
  options.addEventListener('pointerdown', reach, { once: true });
  // Asked again at the promo's time: a smooth scroll may still be landing.
  return () => reached || scrolledTo();
}

/**
 * The donate page's promo: a modal dialog shown 3 s after load and faded in over 1 s (CSS,
 * instant with reduced motion). Close, Donate Now and Escape close it; once closed it stays
 * closed for the rest of the visit, and focus goes back where it was before it opened. A donor
 * who reached the ways to give within the 3 s never gets it over them.
 */
export function enhancePromo(dialog: HTMLDialogElement): void {
  if (closedThisVisit()) {
    dialog.dataset.state = 'closed';
    return;
  }
  dialog.dataset.state = 'waiting';
  let opener: Element | null = null;
  // Donate Now follows its link to the donation options; Close and Escape go back where the visitor was.
  let returnFocus = true;
  const reachedOptions = watchForReachedOptions(document.getElementById(anchors.donateOptions));
  dialog.addEventListener('keydown', (event) => trapFocus(dialog, event));
  dialog.addEventListener('close', () => {
    dialog.classList.remove('is-visible');
    dialog.dataset.state = 'closed';
    rememberClosed();
    if (returnFocus && opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
  });
  // Remembered as the visitor closes it, not only in 'close', which the browser fires a task later:
  // a reload right after Escape must not bring the promo back.
  dialog.addEventListener('cancel', rememberClosed);
  dialog.querySelectorAll('[data-promo-close]').forEach((control) =>
    control.addEventListener('click', () => {
      returnFocus = !(control instanceof HTMLAnchorElement);
      rememberClosed();
      dialog.close();
    }),
  );
  afterLoad(() =>
    window.setTimeout(() => {
      // The page was left meanwhile (client-side navigation), or the promo is already showing.
      if (!dialog.isConnected || dialog.open || closedThisVisit()) return;
      if (reachedOptions()) {
        dialog.dataset.state = 'not-needed';
        return;
      }
      opener = document.activeElement;
      dialog.showModal();
      dialog.dataset.state = 'open';
      // Next frame, so the opacity transition (timings.promoFadeMs, in widgets/promo-dialog.css) runs.
      requestAnimationFrame(() => requestAnimationFrame(() => dialog.classList.add('is-visible')));
    }, timings.promoDelayMs),
  );
}
