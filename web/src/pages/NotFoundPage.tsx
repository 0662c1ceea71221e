import { Link } from 'react-router-dom';
import { usePageMeta } from '../site/use-page-meta';

/** Unknown paths and unknown team member ids (spec §2). */
export function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: "We couldn't find this page." });
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Oops! We couldn't find this page</h1>
      <p>The link may be old, or the address may have a typo.</p>
      <Link className="button" to="/">
        Take me home
      </Link>
    </section>
  );
}
