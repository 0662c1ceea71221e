import { timings } from '../../site/site-config';
import { prefersReducedMotion } from './motion';

/**
 * The donate page carousel: advances every 2 s, pauses while hovered or focused, has
 * previous/next/pause controls and dots. With reduced motion it starts paused.
 */
export function enhanceCarousel(root: HTMLElement): void {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-carousel-slide]'));
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]'));
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')!;
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]')!;
  let current = 0;
  let playing = !prefersReducedMotion();
  let held = false; // hovered or focused
  let timer: number | undefined;

  const show = (index: number) => {
    current = (index + slides.length) % slides.length;
    slides.forEach((s, i) => {
      s.classList.toggle('is-current', i === current);
      if (i === current) s.removeAttribute('aria-hidden');
      else s.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((d, i) => (i === current ? d.setAttribute('aria-current', 'true') : d.removeAttribute('aria-current')));
    root.dataset.current = String(current);
  };
  const schedule = () => {
    window.clearInterval(timer);
    timer = undefined;
    const running = playing && !held;
    root.dataset.running = String(running);
    viewport.setAttribute('aria-live', running ? 'off' : 'polite');
    if (running) timer = window.setInterval(() => show(current + 1), timings.carouselIntervalMs);
  };
  const setPlaying = (value: boolean) => {
    playing = value;
    // The words come from the page, in its language.
    toggle.setAttribute('aria-label', (playing ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? '');
    toggle.classList.toggle('is-paused', !playing);
    schedule();
  };

  root.querySelector('[data-carousel-prev]')!.addEventListener('click', () => show(current - 1));
  root.querySelector('[data-carousel-next]')!.addEventListener('click', () => show(current + 1));
  toggle.addEventListener('click', () => setPlaying(!playing));
  dots.forEach((d, i) => d.addEventListener('click', () => show(i)));
  const hold = (value: boolean) => () => {
    held = value;
    schedule();
  };
  root.addEventListener('mouseenter', hold(true));
  root.addEventListener('mouseleave', hold(false));
  root.addEventListener('focusin', hold(true));
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) hold(false)();
  });

  show(0);
  setPlaying(playing);
}
