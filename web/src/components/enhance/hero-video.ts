import { timings } from '../../site/site-config';
import { afterLoad, prefersReducedMotion } from './motion';

/**
 * The home hero's background video: attached after the page has loaded (it never competes
 * with the first paint), counted as loaded 1 s after it can play. Until then the poster and the
 * loading animation show. With reduced motion (or Save-Data) the poster stays and nothing loads.
 */
export function enhanceHeroVideo(hero: HTMLElement): void {
  const video = hero.querySelector<HTMLVideoElement>('[data-hero-video]');
  const setState = (state: 'loading' | 'loaded') => (hero.dataset.mediaState = state);
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!video || prefersReducedMotion() || saveData) {
    hero.dataset.video = 'poster';
    setState('loaded');
    return;
  }
  afterLoad(() => {
    video.muted = true;
    video.addEventListener(
      'canplay',
      () =>
        window.setTimeout(() => {
          video.classList.add('is-playing');
          setState('loaded');
        }, timings.videoLoadedDelayMs),
      { once: true },
    );
    video.addEventListener('error', () => setState('loaded'), { once: true });
    video.querySelectorAll('source').forEach((source) => {
      if (source.dataset.src) source.src = source.dataset.src;
    });
    video.load();
    void video.play().catch(() => setState('loaded'));
  });
}
