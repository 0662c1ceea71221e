import { Picture } from '../../components/page/Picture';
import { PageHeader } from '../../components/page/PageHeader';
import { ArrowIcon } from '../../components/ui/icons';
import { usDate } from '@domain/site-content';
import { useSiteData } from '../../site/site-data';

export function NewsPage() {
  const { news } = useSiteData();
  return (
    <>
      <PageHeader
        eyebrow="News & Stories"
        title="News & Stories"
        lead="What is happening with student debt, and what it means for the families we serve."
      />
      <section className="section" aria-label="Stories">
        <div className="container grid grid--2">
          {news.map((story, i) => (
            <article key={story.id} className="card card--ripple news-card">
              <div className="card__media">
                <Picture src={story.image} alt="" width={1200} height={675} eager={i === 0} />
              </div>
              <div className="card__body">
                <p className="news-card__meta">
                  <time dateTime={story.date}>{usDate(story.date)}</time>
                  {story.source && ` · ${story.source}`}
                </p>
                <h2 className="news-card__title">{story.title}</h2>
                <p>{story.summary}</p>
                <a
                  className="button button--secondary button--small card__footer news-card__link"
                  href={story.link}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Read more: ${story.title} (opens in a new tab)`}
                >
                  Read more <ArrowIcon />
                </a>
              </div>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
