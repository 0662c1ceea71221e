import { Picture } from '../../../components/page/Picture';

export const slides = [
  {
    src: '/media/slide-graduates.svg',
    alt: 'Illustration of three graduates in caps and gowns at sunrise',
    caption: 'Graduates who finished in four years, and still owe.',
  },
  {
    src: '/media/slide-family.svg',
    alt: 'Illustration of a parent and a student hugging on graduation day',
    caption: 'Parents who borrowed so their child could walk across the stage.',
  },
  {
    src: '/media/slide-books.svg',
    alt: 'Illustration of a stack of books with a rolled diploma',
    caption: 'Scholarships for seniors starting a four-year degree.',
  },
  {
    src: '/media/slide-campus.svg',
    alt: 'Illustration of a college campus building at golden hour',
    caption: 'Four-year colleges in every part of the country.',
  },
  {
    src: '/media/slide-community.svg',
    alt: 'Illustration of many hands raised together around a heart',
    caption: 'A community of donors, partners and volunteers.',
  },
];

/**
 * Image carousel (spec §4: every 2 s, pausing on hover and focus). Markup follows the WAI
 * carousel pattern; components/enhance/carousel.ts drives it.
 */
export function DonateCarousel() {
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="Who your gift helps" data-carousel>
      <div className="carousel__viewport" aria-live="off" data-carousel-viewport>
        {slides.map((s, i) => (
          <div
            key={s.src}
            className={`carousel__slide${i === 0 ? ' is-current' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i === 0 ? undefined : true}
            data-carousel-slide
          >
            <figure>
              <Picture src={s.src} alt={s.alt} width={1200} height={675} eager trackLoad priority={i === 0 ? 'high' : 'low'} />
              <figcaption>{s.caption}</figcaption>
            </figure>
          </div>
        ))}
        <div className="media-loader media-loader--carousel" data-media-loader>
          <span className="media-loader__ring" aria-hidden="true" />
          <span className="visually-hidden">Loading pictures</span>
        </div>
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__button" data-carousel-prev aria-label="Previous slide">
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="carousel__button carousel__button--play"
          data-carousel-toggle
          aria-label="Pause slide show"
        >
          <span aria-hidden="true" className="carousel__pause-icon" />
        </button>
        <button type="button" className="carousel__button" data-carousel-next aria-label="Next slide">
          <span aria-hidden="true">›</span>
        </button>
        <div className="carousel__dots">
          {slides.map((s, i) => (
            <button
              key={s.src}
              type="button"
              className="carousel__dot"
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === 0 ? 'true' : undefined}
              data-carousel-dot={i}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
