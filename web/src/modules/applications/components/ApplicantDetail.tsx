import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useApplicationDetail } from '../hooks/useApplicationDetail';
import { roleMay } from '../../accounts/permissions';
import { documentsZipUrl } from '../export-url';
import { useSession } from '../../accounts/hooks/useSession';
import { PackageDownload } from './ApplicantDocuments';
import { ApplicantReading } from './ApplicantReading';
import { DetailJumpNav } from './DetailJumpNav';
import { useWideScreen } from '../hooks/useWideScreen';
import { useStickyTop } from '../hooks/useStickyTop';
import { ArchiveControl } from './ArchiveControl';
import { ListNeighbours } from './ListNeighbours';
import { LIST_PATHS, type ConsoleKind } from '../../../console/kinds';
import { submittedOn } from '../../../console/formats';
import { ReviewPanel } from '../../review/components/ReviewPanel';
import { InfoRequestsPanel } from '../../info-requests/components/InfoRequestsPanel';
import { logFailure } from '../../../console/Notices';
import { Spinner } from '../../../console/Spinner';
import { RetentionNotice } from '../../retention/components/RetentionNotice';
import { SeenBy } from '../../audit/components/SeenBy';
import { PaymentsPanel, showsPayments } from '../../disbursements/components/PaymentsPanel';
import { RelatedApplicationsPanel, showsRelated } from '../../related-applications/components/RelatedApplicationsPanel';
import { LETTERS_TITLE_ID } from '../../letters/components/LetterSection';

function isNotFound(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
  return ServerError.is(error) && error.statusCode === 404;
}

/** Where "Back" goes: the list (with its search and page) the reviewer came from, else the list of its status. */
function useBackLink(status: 'ACTIVE' | 'ARCHIVED' | undefined): { to: string; label: string } {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const isList = (path: string) => Object.values(LIST_PATHS).some((list) => path === list || path.startsWith(`${list}?`));
  const to = typeof from === 'string' && isList(from) ? from : LIST_PATHS[status ?? 'ACTIVE'];
  return { to, label: to.startsWith(LIST_PATHS.ARCHIVED) ? 'Back to Archive' : 'Back to Applications' };
}

export function NotFoundApplicant({ back }: { back: { to: string; label: string } }) {
  return (
    <div className="app-state" role="alert">
      <h1 className="app-state__title">We couldn't find this application</h1>
      <p className="app-state__text">
        There is no application at this address. The link may be mistyped, or the application may no longer exist.
      </p>
      <Link className="button" to={back.to}>
        {back.label}
      </Link>
    </div>
  );
}

/** /show-applicant/{kind}/:id/:name (spec §2): the read-only detail with its downloads. */
export function ApplicantDetail({ config, id }: { config: ConsoleKind; id: string }) {
  const { user } = useSession();
  const wide = useWideScreen();
  const columns = useStickyTop<HTMLDivElement>();
  const query = useApplicationDetail(config.kind, id);
  // While it loads afresh after an archive or unarchive, the page keeps showing what it had.
  const detail = (query.data ?? query.previousData)?.application;
  const back = useBackLink(detail?.status);
  const notFound = query.error ? isNotFound(query.error) : false;

  useEffect(() => {
    if (query.error && !notFound) logFailure('Loading the application failed.', query.error);
  }, [query.error, notFound]);

  if (query.loading && !detail) return <Spinner layout="page" label="Loading the application…" />;
  if (notFound) return <NotFoundApplicant back={back} />;
  if (query.error || !detail) {
    return (
      <div className="app-state" role="alert">
        <h1 className="app-state__title">The application could not be loaded</h1>
        <p className="app-state__text">Please check your connection and try again.</p>
        <div className="app-state__actions">
          <button type="button" className="button" onClick={() => void query.refetch().catch(() => undefined)}>
            Retry
          </button>
          <Link className="button button--secondary" to={back.to}>
            {back.label}
          </Link>
        </div>
      </div>
    );
  }

  const mayPackage = roleMay(user?.role, 'applications:package');
  const mayReveal = detail.canRevealSocialSecurityNumbers && roleMay(user?.role, 'applications:reveal-ssn');
  const firstSection = detail.sections[0];
  const jumps = [
    ...(firstSection ? [{ id: `section-${firstSection.id}`, label: 'Application' }] : []),
    { id: 'applicant-documents', label: 'Documents' },
    ...(detail.letters.length > 0 ? [{ id: LETTERS_TITLE_ID, label: 'Letter' }] : []),
    { id: 'review-panel-title', label: 'Review' },
    ...(showsPayments(detail, user?.role) ? [{ id: 'payments-title', label: 'Payments' }] : []),
    ...(showsRelated(user?.role) ? [{ id: 'related-title', label: 'Related' }] : []),
    { id: 'info-requests-title', label: 'Requests' },
  ];

  return (
    <article className="app-detail" aria-labelledby="applicant-name">
      <Link className="app-back" to={back.to}>
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <ListNeighbours id={detail.id} />
      <header className="app-detail__header">
        <div className="app-detail__intro">
          <p className="eyebrow">{detail.title}</p>
          <h1 id="applicant-name" className="app-console__title">
            {detail.firstName} {detail.lastName}
          </h1>
          <ul className="app-detail__facts">
            <li>
              Reference <strong>{detail.reference}</strong>
            </li>
            <li>
              Submitted <time dateTime={detail.createdAt}>{submittedOn(detail.createdAt)}</time>
            </li>
            <li>
              {/* The language every e-mail to the applicant is written in (issue 26). */}
              Language <strong>{detail.locale === 'es' ? 'Spanish' : 'English'}</strong> ({detail.locale})
            </li>
            <li>
              <a href={`mailto:${detail.email}`}>{detail.email}</a>
            </li>
            <li>
              {detail.status === 'ARCHIVED' ? (
                <span className="app-badge app-badge--archived">
                  Archived{detail.archivedAt ? ` ${submittedOn(detail.archivedAt)}` : ''}
                  {detail.archivedBy ? ` by ${detail.archivedBy.firstName} ${detail.archivedBy.lastName}` : ''}
                </span>
              ) : (
                <span className="app-badge">Active</span>
              )}
            </li>
          </ul>
        </div>
        <DetailJumpNav targets={jumps} />
        {mayPackage && (
          <PackageDownload
            detail={detail}
            zipUrl={roleMay(user?.role, 'applications:export') ? documentsZipUrl(config.segment, detail.id) : null}
          />
        )}
        <ArchiveControl application={detail} />
      </header>
      {/* Laptops: the application and its documents on the left, the review panel sticky on the right. */}
      <div className="app-detail__columns" ref={columns}>
        <ApplicantReading detail={detail} mayReveal={mayReveal} docked={wide}>
          {roleMay(user?.role, 'audit:read') && <SeenBy key={detail.id} reference={detail.reference} />}
        </ApplicantReading>
        <div className="app-detail__side">
          <ReviewPanel
            kind={config.kind}
            review={detail}
            applicant={{ name: `${detail.firstName} ${detail.lastName}`, email: detail.email, locale: detail.locale }}
            answers={detail.sections.flatMap((s) => s.fields)}
          />
          {/* Beside the award: the payments that settle it (issue 40). */}
          <PaymentsPanel
            detail={detail}
            documents={detail.documents.filter((d) => d.scanStatus !== 'INFECTED' && d.scanStatus !== 'UNSCANNABLE')}
          />
          {/* Issue 39: who else shares an SSN, e-mail, phone, address or loan; information only. */}
          <RelatedApplicationsPanel detail={detail} />
          <InfoRequestsPanel detail={detail} />
          <RetentionNotice key={detail.id} kind={config.kind} id={detail.id} retention={detail.retention} />
        </div>
      </div>
    </article>
  );
}
