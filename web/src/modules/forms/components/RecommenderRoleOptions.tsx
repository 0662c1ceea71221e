import { RECOMMENDER_ROLE_LABELS, RECOMMENDER_ROLES } from '@domain/letters-vocabulary';
import { useDomainText } from '../../../i18n/I18n';

/** The recommender's role as a select's options, in the page's language: the form's and the status page's replacement. */
export function RecommenderRoleOptions({ placeholder }: { placeholder: string }) {
  const text = useDomainText();
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {RECOMMENDER_ROLES.map((role) => (
        <option key={role} value={role}>
          {text(RECOMMENDER_ROLE_LABELS[role])}
        </option>
      ))}
    </>
  );
}
