import { useDomainText, useT } from '../i18n/I18n';
import { messages } from '@domain/messages';
import { paths } from '../site/site-config';
import { usePageMeta } from '../site/use-page-meta';

/** Unknown paths and unknown team member ids (spec §2); in Spanish under /es. */
export function NotFoundPage() {
  const t = useT();
  const text = useDomainText();
  usePageMeta({ title: t('meta.notFound.title'), description: t('meta.notFound.description') });
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{text(messages.notFoundTitle)}</h1>
      <p className="lead">{t('notFound.lead')}</p>
      <div className="actions actions--center">
        <a className="button" href={t.path(paths.home)}>
          {t('notFound.home')}
        </a>
        <a className="button button--secondary" href={t.path(paths.contact)}>
          {t('notFound.contact')}
        </a>
      </div>
    </section>
  );
}
