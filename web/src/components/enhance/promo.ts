import { timings } from '../../site/site-config';
import { afterLoad } from './motion';

/**
 * The donate page's promo: a modal dialog shown 3 s after load and faded in over 1 s (CSS,
 * instant with reduced motion). Its Close control and Donate Now close it; Escape does too.
 */
export function enhancePromo(dialog: HTMLDialogElement): void {
  dialog.dataset.state = 'waiting';
  dialog.addEventListener('close', () => {
    dialog.classList.remove('is-visible');
    dialog.dataset.state = 'closed';
  });
  dialog.querySelectorAll('[data-promo-close]').forEach((control) => control.addEventListener('click', () => dialog.close()));
  afterLoad(() =>
    window.setTimeout(() => {
      if (!dialog.isConnected) return;
      dialog.showModal();
      dialog.dataset.state = 'open';
      // Next frame, so the opacity transition (timings.promoFadeMs, in widgets.css) runs.
      requestAnimationFrame(() => requestAnimationFrame(() => dialog.classList.add('is-visible')));
    }, timings.promoDelayMs),
  );
}
