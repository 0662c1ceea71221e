import { Link } from 'react-router-dom';
import { paths, scholarship, site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { usePageMeta } from '../../site/use-page-meta';
import { metaOf } from './ProgramPage';

const programs = [
  {
    title: 'College graduates',
    to: paths.collegeStudents,
    eligibility:
      'For graduates who attended a 4-year college, finished the degree in 4 years (hardship exceptions allowed) and now face hardship from student debt.',
    action: 'Apply as a graduate',
  },
  {
    title: 'Parents',
    to: paths.parents,
    eligibility:
      'For parents repaying loans they took out for a child who attended a 4-year college and finished in 4 years, when the debt causes hardship.',
    action: 'Apply as a parent',
  },
  {
    title: 'High-school seniors',
    to: paths.highSchool,
    eligibility: `A ${scholarship.award} scholarship for seniors (or graduates within a year) with a GPA of at least ${scholarship.minimumGpa} who plan to attend a four-year university; apply by ${scholarship.deadline}.`,
    action: 'Apply for the scholarship',
  },
] as const;

/** /apply-for-repayment-open-diploma-fund: where a visitor chooses one of the three programs. */
export function ApplyHubPage() {
  const settings = useSiteSettings();
  usePageMeta(metaOf(paths.applyForRepayment, 'Apply for repayment'));
  return (
    <div className="program-page">
      <header className="program-hero">
        <div className="container">
          <p className="eyebrow">Apply</p>
          <h1>Apply for help from {site.name}</h1>
          <p className="lead">
            Choose the program that fits you. Each page lists the requirements and documents before the form.
          </p>
        </div>
      </header>
      <div className="container program-sections">
        <ul className="apply-hub grid grid--3">
          {programs.map((program) => (
            <li key={program.to} className="card apply-hub__card">
              <div className="card__body">
                <h2>{program.title}</h2>
                <p>{program.eligibility}</p>
                <Link className="button" to={program.to}>
                  {program.action}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="apply-hub__help">
          Not sure which one is for you? Write to <a href={`mailto:${settings.email}`}>{settings.email}</a> or call{' '}
          <a href={settings.phoneHref}>{settings.phone}</a>.
        </p>
      </div>
    </div>
  );
}
