import { useT } from '../../i18n/I18n';
import { donation, site } from '../../site/site-config';
import { privacyPolicy } from '../../site/privacy-policy';

/**
 * The policy text, shared by the privacy pages and the popup on the application forms, in the
 * page's language. `headingLevel` lets a dialog that already has an <h2> title use <h3> for the
 * sections.
 */
export function PrivacyPolicyContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const values = { name: site.name, provider: donation.providerName, email: site.email, phone: site.phone };
  return (
    <div className="policy">
      <p className="policy__effective">
        {t.rich('privacy.effective', { time: (chunks) => <time dateTime={privacyPolicy.effectiveIso}>{chunks}</time> })}
      </p>
      <p>{t('privacy.intro', values)}</p>
      {privacyPolicy.sections.map((section) => (
        <section key={section.id} aria-labelledby={`policy-${section.id}`}>
          <H id={`policy-${section.id}`}>{t(section.title)}</H>
          {section.paragraphs.map((p) => (
            <p key={p}>{t(p, values)}</p>
          ))}
          {'list' in section && section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
