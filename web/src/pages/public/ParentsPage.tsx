import { parentForm } from '@domain/applications/parent';
import { paths, site } from '../../site/site-config';
import { metaOf, RepaymentPage } from './ProgramPage';

/** /open-diploma-fund-for-parents: the parent repayment application (parent and student sections). */
export function ParentsPage() {
  return (
    <RepaymentPage
      meta={metaOf(paths.parents, 'Repayment help for parents')}
      eyebrow="For parents"
      title="Loan repayment help for parents"
      spec={parentForm}
      intro={
        <p>
          Many parents borrowed so their children could graduate, and are still paying years later. {site.name} helps parents
          repay loans taken out for a child’s four-year degree. The application asks about you, about the student, and about the
          loan.
        </p>
      }
      requirements={
        <>
          <p>You may apply if all of these are true of the student and your family:</p>
          <ul className="program-checklist">
            <li>The student attended a 4-year college.</li>
            <li>The student completed the degree in 4 years (we make exceptions for hardship).</li>
            <li>The loan for the student’s education is causing your family real hardship.</li>
          </ul>
          <p>
            You will need the student’s Social Security number and date of birth. Your application letter should be at least 500
            words and tell us about the loan and your hardship.
          </p>
        </>
      }
    />
  );
}
