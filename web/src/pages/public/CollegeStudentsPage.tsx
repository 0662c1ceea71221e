import { undergradForm } from '@domain/applications/undergrad';
import { paths, repaymentEligibility, site } from '../../site/site-config';
import { metaOf, RepaymentPage } from './ProgramPage';

/** /open-diploma-fund-for-college-students: the undergraduate repayment application. */
export function CollegeStudentsPage() {
  return (
    <RepaymentPage
      meta={metaOf(paths.collegeStudents, 'Repayment help for college students')}
      eyebrow="For college graduates"
      title="Loan repayment help for college graduates"
      spec={undergradForm}
      intro={
        <p>
          You did the work and earned your degree, yet your student loans still hold you back. {site.name} helps graduates who
          finished a four-year degree on time pay down the loans that stand between them and a stable life. Read the requirements,
          gather your documents, and apply below; it takes about 20 minutes.
        </p>
      }
      requirements={
        <>
          <p>You may apply if all of these are true:</p>
          <ul className="program-checklist">
            {repaymentEligibility.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>Your application letter should be at least 500 words and tell us about your loans and your hardship.</p>
        </>
      }
    />
  );
}
