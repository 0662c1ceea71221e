import { privacyPolicy } from '../../site/privacy-policy';

/**
 * The policy text, shared by the privacy pages and the popup on the application forms.
 * `headingLevel` lets a dialog that already has an <h2> title use <h3> for the sections.
 */
export function PrivacyPolicyContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="policy">
      <p className="policy__effective">
        Effective <time dateTime="2024-10-01">{privacyPolicy.effectiveDate}</time>
      </p>
      <p>{privacyPolicy.intro}</p>
      {privacyPolicy.sections.map((section) => (
        <section key={section.id} aria-labelledby={`policy-${section.id}`}>
          <H id={`policy-${section.id}`}>{section.title}</H>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
          {'list' in section && section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item.slice(0, 32)}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
