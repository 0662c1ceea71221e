import { Link } from 'react-router-dom';
import type { ApplicationKind } from '@domain/applications/constants';
import { paths, scholarship, site } from '../../site/site-config';
import { acceptsApplications, cycleSentence, useProgramCycle, useScholarshipAward } from '../../site/program-cycle';
import { useSiteSettings } from '../../site/site-data';
import { usePageMeta } from '../../site/use-page-meta';
import { metaOf } from './ProgramPage';

const programs = (award: string) => [
  {
    kind: 'undergrad' as ApplicationKind,
    title: 'College graduates',
    to: paths.collegeStudents,
    eligibility:
      'For graduates who attended a 4-year college, finished the degree in 4 years (hardship exceptions allowed) and now face hardship from student debt.',
    action: 'Apply as a graduate',
  },
  {
    kind: 'parent' as ApplicationKind,
    title: 'Parents',
    to: paths.parents,
    eligibility:
      'For parents repaying loans they took out for a child who attended a 4-year college and finished in 4 years, when the debt causes hardship.',
    action: 'Apply as a parent',
  },
  {
    kind: 'high-school' as ApplicationKind,
    title: 'High-school seniors',
    to: paths.highSchool,
    eligibility: `A ${award} scholarship for seniors (or graduates within a year) with a GPA of at least ${scholarship.minimumGpa} who plan to attend a four-year university.`,
    action: 'Apply for the scholarship',
  },
];

/** One program's card: what it is, its window now, and the way to its page. */
function ProgramCard({ program }: { program: ReturnType<typeof programs>[number] }) {
  const cycle = useProgramCycle(program.kind);
  const open = acceptsApplications(cycle);
  return (
    <li className="card apply-hub__card">
      <div className="card__body">
        <h2>{program.title}</h2>
        <p>{program.eligibility}</p>
        {cycle && <p className={open ? 'program-window' : 'program-window program-window--closed'}>{cycleSentence(cycle)}</p>}
        <Link className={open ? 'button' : 'button button--secondary'} to={program.to}>
          {open ? program.action : 'See the program'}
        </Link>
      </div>
    </li>
  );
}

/** /apply-for-repayment-open-diploma-fund: where a visitor chooses one of the three programs. */
export function ApplyHubPage() {
  const settings = useSiteSettings();
  const award = useScholarshipAward();
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
          {programs(award).map((program) => (
            <ProgramCard key={program.to} program={program} />
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
