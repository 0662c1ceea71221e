import { Picture } from '../../components/page/Picture';
import { ArrowIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/I18n';
import { paths } from '../../site/site-config';
import { useContentText } from '../../site/content-text';
import { useSiteData } from '../../site/site-data';

export function TeamPage() {
  const t = useT();
  const text = useContentText();
  const { team } = useSiteData();
  const HEADING = t('team.heading');
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">{t('team.eyebrow')}</p>
          {/* The full text is in the HTML for search engines and screen readers; the visible copy is typed out (80 ms a character). */}
          <h1 className="typed-heading">
            <span className="visually-hidden">{HEADING}</span>
            <span className="typed-heading__sizer" aria-hidden="true">
              {HEADING}
            </span>
            <span className="typed-heading__text" aria-hidden="true" data-typed-heading data-state="done">
              {HEADING}
            </span>
          </h1>
          <p className="lead">{t('team.lead')}</p>
        </div>
      </header>
      <section className="section" aria-label={t('team.members')}>
        <div className="container grid grid--3">
          {team.map((m, index) => (
            <article key={m.id} className="card card--ripple person-card">
              <div className="card__media">
                <Picture
                  src={m.photo}
                  alt={t('team.portrait', { member: m.name })}
                  width={480}
                  height={560}
                  eager={index === 0}
                />
              </div>
              <div className="card__body">
                <h2 className="person-card__name">{m.name}</h2>
                <p className="person-card__role" lang={text(m, 'role').lang}>
                  {text(m, 'role').value}
                </p>
                <p lang={text(m, 'summary').lang}>{text(m, 'summary').value}</p>
                <a
                  className="text-link card__footer"
                  href={t.path(paths.teamMember(index))}
                  aria-label={t('team.readMoreAbout', { member: m.name })}
                >
                  {t('team.readMore')} <ArrowIcon />
                </a>
              </div>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
