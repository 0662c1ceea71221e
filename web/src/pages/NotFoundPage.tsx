import { paths } from '../site/site-config';
import { usePageMeta } from '../site/use-page-meta';

/** Unknown paths and unknown team member ids (spec §2). */
export function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: "We couldn't find this page." });
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Oops! We couldn't find this page</h1>
      <p className="lead">
        The link may be old, or the address may have a typo. Everything we offer is one click from the home page.
      </p>
      <div className="actions actions--center">
        <a className="button" href={paths.home}>
          Take me home
        </a>
        <a className="button button--secondary" href={paths.contact}>
          Contact us
        </a>
      </div>
    </section>
  );
}
