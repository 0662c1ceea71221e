import { highSchoolForm } from '@domain/applications/high-school';
import { ApplicationFormIsland } from '../../islands/ApplicationFormIsland';
import { paths, scholarship, site } from '../../site/site-config';
import { DocumentList, metaOf } from './ProgramPage';
import { usePageMeta } from '../../site/use-page-meta';

/** /open-diploma-fund-for-high-school-students: Scholarship Overview and the Application Form (spec §2). */
export function HighSchoolPage() {
  usePageMeta(metaOf(paths.highSchool, 'Scholarship for high-school seniors'));
  return (
    <div className="program-page">
      <header className="program-hero">
        <div className="container">
          <p className="eyebrow">For high-school seniors</p>
          <h1>The {site.name} Scholarship</h1>
          <p className="lead">
            A {scholarship.award} scholarship for a senior heading to a four-year university, so college starts with less debt.
          </p>
        </div>
      </header>
      <div className="container program-sections">
        <section className="program-block" aria-labelledby="scholarship-overview">
          <h2 id="scholarship-overview">Scholarship Overview</h2>
          <dl className="program-facts">
            <div>
              <dt>Award</dt>
              <dd>{scholarship.award}</dd>
            </div>
            <div>
              <dt>Deadline</dt>
              <dd>
                <time dateTime={scholarship.deadlineDate}>{scholarship.deadline}</time>
              </dd>
            </div>
            <div>
              <dt>Minimum GPA</dt>
              <dd>{scholarship.minimumGpa}</dd>
            </div>
          </dl>
          <h3>Who can apply</h3>
          <ul className="program-checklist">
            {scholarship.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <h3>What to send</h3>
          <DocumentList spec={highSchoolForm} />
        </section>
        <section className="program-block" aria-labelledby="scholarship-form">
          <h2 id="scholarship-form">Application Form</h2>
          <ApplicationFormIsland spec={highSchoolForm} />
        </section>
      </div>
    </div>
  );
}
