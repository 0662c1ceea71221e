import { Picture } from '../../../components/page/Picture';
import { useT } from '../../../i18n/I18n';

export const slides = [
  { src: '/media/slide-graduates.svg', key: 'graduates' },
  { src: '/media/slide-family.svg', key: 'family' },
  { src: '/media/slide-books.svg', key: 'books' },
  { src: '/media/slide-campus.svg', key: 'campus' },
  { src: '/media/slide-community.svg', key: 'community' },
] as const;

/**
 * Image carousel (spec §4: every 2 s, pausing on hover and focus). Markup follows the WAI
 * carousel pattern; components/enhance/carousel.ts drives it.
 */
export function DonateCarousel() {
  const t = useT();
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t('donate.carousel.label')} data-carousel>
      <div className="carousel__viewport" aria-live="off" data-carousel-viewport>
        {slides.map((s, i) => (
          <div
            key={s.src}
            className={`carousel__slide${i === 0 ? ' is-current' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('donate.carousel.slide', { n: i + 1, count: slides.length })}
            aria-hidden={i === 0 ? undefined : true}
            data-carousel-slide
          >
            <figure>
              <Picture
                src={s.src}
                alt={t(`donate.slide.${s.key}.alt`)}
                width={1200}
                height={675}
                eager
                trackLoad
                priority={i === 0 ? 'high' : 'low'}
              />
              <figcaption>{t(`donate.slide.${s.key}.caption`)}</figcaption>
            </figure>
          </div>
        ))}
        <div className="media-loader media-loader--carousel" data-media-loader>
          <span className="media-loader__ring" aria-hidden="true" />
          <span className="visually-hidden">{t('donate.carousel.loading')}</span>
        </div>
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__button" data-carousel-prev aria-label={t('donate.carousel.previous')}>
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="carousel__button carousel__button--play"
          data-carousel-toggle
          aria-label={t('donate.carousel.pause')}
          data-label-pause={t('donate.carousel.pause')}
          data-label-play={t('donate.carousel.play')}
        >
          <span aria-hidden="true" className="carousel__pause-icon" />
        </button>
        <button type="button" className="carousel__button" data-carousel-next aria-label={t('donate.carousel.next')}>
          <span aria-hidden="true">›</span>
        </button>
        <div className="carousel__dots">
          {slides.map((s, i) => (
            <button
              key={s.src}
              type="button"
              className="carousel__dot"
              aria-label={t('donate.carousel.show', { n: i + 1 })}
              aria-current={i === 0 ? 'true' : undefined}
              data-carousel-dot={i}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
