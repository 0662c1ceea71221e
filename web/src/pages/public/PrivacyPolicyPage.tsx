import { PageHeader } from '../../components/page/PageHeader';
import { PrivacyPolicyContent } from '../../components/privacy/PrivacyPolicyContent';
import { useT } from '../../i18n/I18n';

/** Served at /privacy-policy and /open-diploma-fund-privacy-policy (one canonical address), and under /es. */
export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={t('privacy.eyebrow')} title={t('privacy.title')} lead={t('privacy.lead')} />
      <section className="section" aria-label={t('privacy.section')}>
        <div className="container container--narrow">
          <PrivacyPolicyContent />
        </div>
      </section>
    </>
  );
}
