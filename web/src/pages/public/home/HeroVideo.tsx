import { useT } from '../../../i18n/I18n';
import { anchors, paths, site } from '../../../site/site-config';

/**
 * The home hero. The looping background video (ours, made with ffmpeg) is attached by
 * components/enhance/hero-video.ts after the page has loaded, so it never competes with the
 * first paint; the poster shows meanwhile and whenever motion is reduced.
 */
export function HeroVideo() {
  const t = useT();
  return (
    <section className="hero" aria-labelledby="hero-title" data-hero data-media-state="loading">
      <video
        className="hero__video"
        width={960}
        height={540}
        poster="/media/hero-poster.webp"
        preload="none"
        loop
        playsInline
        aria-hidden="true"
        tabIndex={-1}
        data-hero-video
      >
        <source data-src="/media/hero.webm" type="video/webm" />
        <source data-src="/media/hero.mp4" type="video/mp4" />
      </video>
      <div className="hero__scrim" />
      <div className="container hero__content">
        <p className="eyebrow">{t('home.hero.eyebrow', { year: site.foundedYear })}</p>
        <h1 id="hero-title">{t('home.hero.title')}</h1>
        <p className="hero__lead">{t('home.hero.lead', { name: site.name })}</p>
        <div className="actions">
          <a className="button button--accent" href={t.path(paths.donate)}>
            {t('home.hero.donate')}
          </a>
          <a className="button button--outline-light" href={`#${anchors.apply}`}>
            {t('home.hero.apply')}
          </a>
        </div>
      </div>
      <div className="media-loader" data-media-loader>
        <span className="media-loader__ring" aria-hidden="true" />
        <span className="visually-hidden">{t('home.hero.loading')}</span>
      </div>
    </section>
  );
}
