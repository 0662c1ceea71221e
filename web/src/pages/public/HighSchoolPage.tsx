import { highSchoolForm } from '@domain/applications/high-school';
import { ApplicationFormIsland } from '../../islands/ApplicationFormIsland';
import { paths, scholarship, scholarshipFactsWith, site } from '../../site/site-config';
import {
  acceptsApplications,
  ApplicationsClosed,
  CycleDeadline,
  cycleSentence,
  useProgramCycle,
  useScholarshipAward,
} from '../../site/program-cycle';
import { DocumentList, metaOf } from './ProgramPage';
import { usePageMeta } from '../../site/use-page-meta';

/** /open-diploma-fund-for-high-school-students: Scholarship Overview and the Application Form (spec §2). */
export function HighSchoolPage() {
  usePageMeta(metaOf(paths.highSchool, 'Scholarship for high-school seniors'));
  const cycle = useProgramCycle('high-school');
  const award = useScholarshipAward();
  return (
    <div className="program-page">
      <header className="program-hero">
        <div className="container">
          <p className="eyebrow">For high-school seniors</p>
          <h1>The {site.name} Scholarship</h1>
          <p className="lead">
            A {award} scholarship for a senior heading to a four-year university, so college starts with less debt.
          </p>
          {cycle && <p className="program-window">{cycleSentence(cycle)}</p>}
        </div>
      </header>
      <div className="container program-sections">
        <section className="program-block" aria-labelledby="scholarship-overview">
          <h2 id="scholarship-overview">Scholarship Overview</h2>
          <dl className="program-facts">
            <div>
              <dt>Award</dt>
              <dd>{award}</dd>
            </div>
            {cycle && (
              <div>
                <dt>{cycle.phase === 'open' ? 'Deadline' : 'Applications'}</dt>
                <dd>{cycle.phase === 'open' ? <CycleDeadline cycle={cycle} /> : 'Closed'}</dd>
              </div>
            )}
            <div>
              <dt>Minimum GPA</dt>
              <dd>{scholarship.minimumGpa}</dd>
            </div>
          </dl>
          <h3>Who can apply</h3>
          <ul className="program-checklist">
            {scholarshipFactsWith(award).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <h3>What to send</h3>
          <DocumentList spec={highSchoolForm} />
        </section>
        <section className="program-block" aria-labelledby="scholarship-form">
          <h2 id="scholarship-form">Application Form</h2>
          {acceptsApplications(cycle) ? (
            <ApplicationFormIsland spec={highSchoolForm} />
          ) : (
            <ApplicationsClosed cycle={cycle!} program="scholarship" />
          )}
        </section>
      </div>
    </div>
  );
}
