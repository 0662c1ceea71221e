import type { ApplicationKind } from '@domain/applications/constants';
import { useT, type Translate } from '../../i18n/I18n';
import { paths, scholarship, site } from '../../site/site-config';
import { acceptsApplications, CycleSentence, useProgramCycle, useScholarshipAward } from '../../site/program-cycle';
import { useSiteSettings } from '../../site/site-data';
import { usePageMeta } from '../../site/use-page-meta';

const programs = (t: Translate, award: string) => [
  {
    kind: 'undergrad' as ApplicationKind,
    title: t('hub.undergrad.title'),
    to: t.path(paths.collegeStudents),
    eligibility: t('hub.undergrad.eligibility'),
    action: t('hub.undergrad.action'),
  },
  {
    kind: 'parent' as ApplicationKind,
    title: t('hub.parent.title'),
    to: t.path(paths.parents),
    eligibility: t('hub.parent.eligibility'),
    action: t('hub.parent.action'),
  },
  {
    kind: 'high-school' as ApplicationKind,
    title: t('hub.highSchool.title'),
    to: t.path(paths.highSchool),
    eligibility: t('hub.highSchool.eligibility', { award, gpa: scholarship.minimumGpa }),
    action: t('hub.highSchool.action'),
  },
];

/** One program's card: what it is, its window now, and the way to its page. */
function ProgramCard({ program }: { program: ReturnType<typeof programs>[number] }) {
  const t = useT();
  const cycle = useProgramCycle(program.kind);
  const open = acceptsApplications(cycle);
  return (
    <li className="card apply-hub__card">
      <div className="card__body">
        <h2>{program.title}</h2>
        <p>{program.eligibility}</p>
        {cycle && (
          <p className={open ? 'program-window' : 'program-window program-window--closed'}>
            <CycleSentence cycle={cycle} />
          </p>
        )}
        {/* A plain link: each program page is its own prerendered document (decision 040). */}
        <a className={open ? 'button' : 'button button--secondary'} href={program.to}>
          {open ? program.action : t('hub.seeProgram')}
        </a>
      </div>
    </li>
  );
}

/** /apply-for-repayment-open-diploma-fund: where a visitor chooses one of the three programs. */
export function ApplyHubPage() {
  const t = useT();
  const settings = useSiteSettings();
  const award = useScholarshipAward();
  usePageMeta({ title: t('meta.applyHub.title'), description: '' });
  return (
    <div className="program-page">
      <header className="program-hero">
        <div className="container">
          <p className="eyebrow">{t('hub.eyebrow')}</p>
          <h1>{t('hub.title', { name: site.name })}</h1>
          <p className="lead">{t('hub.lead')}</p>
        </div>
      </header>
      <div className="container program-sections">
        <ul className="apply-hub grid grid--3">
          {programs(t, award).map((program) => (
            <ProgramCard key={program.to} program={program} />
          ))}
        </ul>
        <p className="apply-hub__help">
          {t.rich('hub.help', {
            email: settings.email,
            phone: settings.phone,
            mail: (chunks) => <a href={`mailto:${settings.email}`}>{chunks}</a>,
            tel: (chunks) => <a href={settings.phoneHref}>{chunks}</a>,
          })}
        </p>
      </div>
    </div>
  );
}
