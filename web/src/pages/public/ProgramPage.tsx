import type { ReactNode } from 'react';
import type { ApplicationFormSpec } from '@domain/applications/form';
import { formatMegabytes } from '@domain/applications/documents';
import { UPLOAD_LIMITS } from '@domain/applications/constants';
import { ApplicationFormIsland } from '../../islands/ApplicationFormIsland';
import { CollapsibleSection } from '../../modules/forms';
import { pageMetaOf } from '../../site/pages';
import { acceptsApplications, ApplicationsClosed, cycleSentence, useProgramCycle } from '../../site/program-cycle';
import { usePageMeta, type PageMetaInput } from '../../site/use-page-meta';

/** The title and description of a prerendered page (web/src/site/pages.ts), by path. */
export function metaOf(path: string, fallbackTitle: string): PageMetaInput {
  return pageMetaOf(path) ?? { title: fallbackTitle, description: '' };
}

/** What each document is, and which ones must be PDF (spec §5). */
export function DocumentList({ spec }: { spec: ApplicationFormSpec }) {
  return (
    <>
      <p>
        Have these ready before you start. Every document is required; each file may be up to{' '}
        {formatMegabytes(UPLOAD_LIMITS.fileBytes)}, and {formatMegabytes(UPLOAD_LIMITS.requestBytes)} together.
      </p>
      <ul className="program-documents">
        {spec.documents.map((doc) => (
          <li key={doc.name}>
            <strong>{doc.label}</strong>{' '}
            <span className="program-documents__type">{doc.pdfOnly ? 'PDF only' : 'PDF, JPEG or PNG'}</span>
            <br />
            {doc.hint}
          </li>
        ))}
      </ul>
    </>
  );
}

export interface RepaymentPageProps {
  meta: PageMetaInput;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  requirements: ReactNode;
  spec: ApplicationFormSpec;
}

/**
 * The layout of both repayment pages (spec §2): an intro, then three collapsible sections —
 * Requirements, Documents and the Application form.
 */
export function RepaymentPage({ meta, eyebrow, title, intro, requirements, spec }: RepaymentPageProps) {
  usePageMeta(meta);
  const cycle = useProgramCycle(spec.kind);
  return (
    <div className="program-page">
      <header className="program-hero">
        <div className="container">
          <p className="eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          <div className="lead">{intro}</div>
          {cycle && <p className="program-window">{cycleSentence(cycle)}</p>}
        </div>
      </header>
      <div className="container program-sections">
        <CollapsibleSection title="Requirements" defaultOpen>
          {requirements}
        </CollapsibleSection>
        <CollapsibleSection title="Documents" defaultOpen>
          <DocumentList spec={spec} />
        </CollapsibleSection>
        <CollapsibleSection title="Application form" defaultOpen>
          {acceptsApplications(cycle) ? (
            <ApplicationFormIsland spec={spec} />
          ) : (
            <ApplicationsClosed cycle={cycle!} program="repayment program" />
          )}
        </CollapsibleSection>
      </div>
    </div>
  );
}
