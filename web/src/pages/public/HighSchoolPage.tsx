import { highSchoolForm } from '@domain/applications/high-school';
import { ApplicationFormIsland } from '../../islands/ApplicationFormIsland';
import { APPLICATION_FORM_ANCHOR, EligibilityCheckIsland } from '../../islands/EligibilityCheckIsland';
import { scholarship, site } from '../../site/site-config';
import {
  acceptsApplications,
  ApplicationsClosed,
  CycleDeadline,
  CycleSentence,
  useProgramCycle,
  useScholarshipAward,
} from '../../site/program-cycle';
import { DocumentList } from './ProgramPage';
import { usePageMeta } from '../../site/use-page-meta';
import { useT } from '../../i18n/I18n';

const FACTS = ['award', 'gpa', 'seniors', 'university', 'singleParent'] as const;

/** /open-diploma-fund-for-high-school-students: Scholarship Overview and the Application Form (spec §2). */
export function HighSchoolPage() {
  const t = useT();
  usePageMeta({ title: t('meta.highSchool.title'), description: '' });
  const cycle = useProgramCycle('high-school');
  const award = useScholarshipAward();
  return (
    <div className="program-page">
      <header className="program-hero">
        <div className="container">
          <p className="eyebrow">{t('highSchool.eyebrow')}</p>
          <h1>{t('highSchool.title', { name: site.name })}</h1>
          <p className="lead">{t('highSchool.lead', { award })}</p>
          {cycle && (
            <p className="program-window">
              <CycleSentence cycle={cycle} />
            </p>
          )}
        </div>
      </header>
      <div className="container program-sections">
        <section className="program-block" aria-labelledby="scholarship-overview">
          <h2 id="scholarship-overview">{t('highSchool.overview')}</h2>
          <dl className="program-facts">
            <div>
              <dt>{t('highSchool.award')}</dt>
              <dd>{award}</dd>
            </div>
            {cycle && (
              <div>
                <dt>{cycle.phase === 'open' ? t('highSchool.deadline') : t('highSchool.applications')}</dt>
                <dd>{cycle.phase === 'open' ? <CycleDeadline cycle={cycle} /> : t('highSchool.closed')}</dd>
              </div>
            )}
            <div>
              <dt>{t('highSchool.minimumGpa')}</dt>
              <dd>{scholarship.minimumGpa}</dd>
            </div>
          </dl>
          <h3>{t('highSchool.whoCanApply')}</h3>
          <ul className="program-checklist">
            {FACTS.map((fact) => (
              <li key={fact}>{t(`highSchool.fact.${fact}`, { award, gpa: scholarship.minimumGpa })}</li>
            ))}
          </ul>
          <h3>{t('highSchool.whatToSend')}</h3>
          <DocumentList spec={highSchoolForm} />
        </section>
        {/* "Check if you can apply" before the form (issue 43); skippable. */}
        {acceptsApplications(cycle) ? <EligibilityCheckIsland kind="high-school" /> : null}
        <section className="program-block" id={APPLICATION_FORM_ANCHOR} aria-labelledby="scholarship-form">
          <h2 id="scholarship-form">{t('highSchool.form')}</h2>
          {acceptsApplications(cycle) ? (
            <ApplicationFormIsland spec={highSchoolForm} />
          ) : (
            <ApplicationsClosed cycle={cycle!} program={t('program.scholarshipProgram')} />
          )}
        </section>
      </div>
    </div>
  );
}
