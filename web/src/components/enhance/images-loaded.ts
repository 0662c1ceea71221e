import { timings } from '../../site/site-config';

/** The donate page counts as images-loaded after 12 image loads (spec §4); the loader then goes. */
export function trackImagesLoaded(root: HTMLElement): void {
  const images = Array.from(root.querySelectorAll<HTMLImageElement>('img[data-track-load]'));
  let settled = 0;
  const count = () => {
    settled += 1;
    root.dataset.imagesSettled = String(settled);
    if (settled >= Math.min(timings.imagesLoadedThreshold, images.length)) root.dataset.imagesLoaded = 'true';
  };
  for (const img of images) {
    if (img.complete) count();
    else {
      img.addEventListener('load', count, { once: true });
      // A broken picture must not leave the loading animation up for ever.
      img.addEventListener('error', count, { once: true });
    }
  }
}
