import { privacyPolicy } from '../../site/privacy-policy';

/** The site's privacy policy (web/src/site/privacy-policy.ts) as the popup shows it. */
export function PrivacyPolicyText() {
  return (
    <>
      <p className="form-dialog__meta">Effective {privacyPolicy.effectiveDate}</p>
      <p>{privacyPolicy.intro}</p>
      {privacyPolicy.sections.map((section) => (
        <section key={section.id}>
          <h3>{section.title}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {'list' in section && section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
