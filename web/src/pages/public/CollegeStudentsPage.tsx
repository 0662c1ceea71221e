import { undergradForm } from '@domain/applications/undergrad';
import { useT } from '../../i18n/I18n';
import { repaymentEligibility, site } from '../../site/site-config';
import { RepaymentPage } from './ProgramPage';

/** /open-diploma-fund-for-college-students: the undergraduate repayment application. */
export function CollegeStudentsPage() {
  const t = useT();
  return (
    <RepaymentPage
      meta={{ title: t('meta.collegeStudents.title'), description: t('meta.collegeStudents.description') }}
      eyebrow={t('college.eyebrow')}
      title={t('college.title')}
      spec={undergradForm}
      intro={<p>{t('college.intro', { name: site.name })}</p>}
      requirements={
        <>
          <p>{t('college.requirementsIntro')}</p>
          <ul className="program-checklist">
            {repaymentEligibility.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
          <p>{t('college.letter')}</p>
        </>
      }
    />
  );
}
