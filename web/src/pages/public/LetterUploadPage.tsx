import { LetterUploadIsland } from '../../islands/LetterUploadIsland';
import { useT } from '../../i18n/I18n';
import { site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { usePageMeta } from '../../site/use-page-meta';

/** /letters/{token} (and /es/letters/{token}): the recommender uploads the letter or declines (issue 38). */
export function LetterUploadPage() {
  const t = useT();
  const settings = useSiteSettings();
  usePageMeta({ title: t('meta.letters.title'), description: '' });
  return (
    <div className="program-page">
      <header className="program-hero">
        <div className="container">
          <p className="eyebrow">{t('letters.eyebrow')}</p>
          <h1>{t('letters.title')}</h1>
          <p className="lead">{t('letters.lead', { name: site.name })}</p>
        </div>
      </header>
      <div className="container">
        <div className="letter-page-frame">
          <LetterUploadIsland />
          <p className="letter-page__help">
            {t.rich('letters.help', {
              email: settings.email,
              mail: (chunks) => <a href={`mailto:${settings.email}`}>{chunks}</a>,
            })}
          </p>
        </div>
      </div>
    </div>
  );
}
