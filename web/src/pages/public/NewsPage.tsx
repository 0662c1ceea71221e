import { Picture } from '../../components/page/Picture';
import { PageHeader } from '../../components/page/PageHeader';
import { ArrowIcon } from '../../components/ui/icons';
import { spanishDate, usDate } from '@domain/site-content';
import { useT } from '../../i18n/I18n';
import { useContentText } from '../../site/content-text';
import { useSiteData } from '../../site/site-data';

export function NewsPage() {
  const t = useT();
  const text = useContentText();
  const { news } = useSiteData();
  return (
    <>
      <PageHeader eyebrow={t('news.eyebrow')} title={t('news.title')} lead={t('news.lead')} />
      <section className="section" aria-label={t('news.stories')}>
        <div className="container grid grid--2">
          {news.map((story, i) => (
            <article key={story.id} className="card card--ripple news-card">
              <div className="card__media">
                <Picture src={story.image} alt="" width={1200} height={675} eager={i === 0} />
              </div>
              <div className="card__body">
                <p className="news-card__meta">
                  <time dateTime={story.date}>{t.locale === 'es' ? spanishDate(story.date) : usDate(story.date)}</time>
                  {story.source && ` · ${story.source}`}
                </p>
                <h2 className="news-card__title" lang={text(story, 'title').lang}>
                  {text(story, 'title').value}
                </h2>
                <p lang={text(story, 'summary').lang}>{text(story, 'summary').value}</p>
                <a
                  className="button button--secondary button--small card__footer news-card__link"
                  href={story.link}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('news.readMoreLabel', { title: text(story, 'title').value })}
                >
                  {t('news.readMore')} <ArrowIcon />
                </a>
              </div>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
