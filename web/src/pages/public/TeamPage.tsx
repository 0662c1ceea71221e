import { Picture } from '../../components/page/Picture';
import { ArrowIcon } from '../../components/ui/icons';
import { paths } from '../../site/site-config';
import { useSiteData } from '../../site/site-data';

const HEADING = 'Our Leadership';

export function TeamPage() {
  const { team } = useSiteData();
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Our Team</p>
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
          <p className="lead">
            Three people who have lived with college debt, and now spend their days helping other families out of it.
          </p>
        </div>
      </header>
      <section className="section" aria-label="Team members">
        <div className="container grid grid--3">
          {team.map((m, index) => (
            <article key={m.id} className="card card--ripple person-card">
              <div className="card__media">
                <Picture src={m.photo} alt={`Portrait of ${m.name}`} width={480} height={560} eager={index === 0} />
              </div>
              <div className="card__body">
                <h2 className="person-card__name">{m.name}</h2>
                <p className="person-card__role">{m.role}</p>
                <p>{m.summary}</p>
                <a className="text-link card__footer" href={paths.teamMember(index)} aria-label={`Read more about ${m.name}`}>
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
