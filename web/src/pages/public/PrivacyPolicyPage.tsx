import { PageHeader } from '../../components/page/PageHeader';
import { PrivacyPolicyContent } from '../../components/privacy/PrivacyPolicyContent';
import { privacyPolicy } from '../../site/privacy-policy';

/** Served at /privacy-policy and /open-diploma-fund-privacy-policy (one canonical address). */
export function PrivacyPolicyPage() {
  return (
    <>
      <PageHeader eyebrow="Your privacy" title={privacyPolicy.title} lead="What we collect, why, and the choices you have." />
      <section className="section" aria-label="Policy">
        <div className="container container--narrow">
          <PrivacyPolicyContent />
        </div>
      </section>
    </>
  );
}
