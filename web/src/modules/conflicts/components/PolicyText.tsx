import type { ConflictPolicyFieldsFragment } from '../../../generated/graphql';

/** A cycle's conflict-of-interest policy as staff read it before accepting (plain text, paragraphs kept). */
export function PolicyText({ policy }: { policy: ConflictPolicyFieldsFragment }) {
  return (
    <section className="conflict-policy" aria-labelledby="conflict-policy-title">
      <h2 id="conflict-policy-title" className="conflict-policy__title">
        Conflict-of-interest policy (version {policy.version})
      </h2>
      <div className="conflict-policy__text">
        {policy.text.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <p className="conflict-policy__ask">
        Please accept it before you score, note, decide or assign an application of this cycle.
      </p>
    </section>
  );
}
