import type { ReactNode } from 'react';
import type { ApplicationFormSpec } from '@domain/applications/form';
import { formatMegabytes } from '@domain/applications/documents';
import { UPLOAD_LIMITS } from '@domain/applications/constants';
import { ApplicationFormIsland } from '../../islands/ApplicationFormIsland';
import { APPLICATION_FORM_ANCHOR, EligibilityCheckIsland } from '../../islands/EligibilityCheckIsland';
import { useDomainText, useT } from '../../i18n/I18n';
import { CollapsibleSection } from '../../modules/forms';
import { acceptsApplications, ApplicationsClosed, CycleSentence, useProgramCycle } from '../../site/program-cycle';
import { usePageMeta, type PageMetaInput } from '../../site/use-page-meta';

/** What each document is, and which ones must be PDF (spec §5). */
export function DocumentList({ spec }: { spec: ApplicationFormSpec }) {
  const t = useT();
  const text = useDomainText();
  return (
    <>
      <p>
        {t('program.documentsIntro', {
          fileLimit: formatMegabytes(UPLOAD_LIMITS.fileBytes),
          requestLimit: formatMegabytes(UPLOAD_LIMITS.requestBytes),
        })}
      </p>
      <ul className="program-documents">
        {spec.documents.map((doc) => (
          <li key={doc.name}>
            <strong>{text(doc.label)}</strong>{' '}
            <span className="program-documents__type">{doc.pdfOnly ? t('program.pdfOnly') : t('program.anyType')}</span>
            <br />
            {text(doc.hint)}
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
  const t = useT();
  usePageMeta(meta);
  const cycle = useProgramCycle(spec.kind);
  return (
    <div className="program-page">
      <header className="program-hero">
        <div className="container">
          <p className="eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          <div className="lead">{intro}</div>
          {cycle && (
            <p className="program-window">
              <CycleSentence cycle={cycle} />
            </p>
          )}
        </div>
      </header>
      <div className="container program-sections">
        <CollapsibleSection title={t('program.requirements')} defaultOpen>
          {requirements}
        </CollapsibleSection>
        {/* "Check if you can apply" before any document is gathered (issue 43); skippable. */}
        {acceptsApplications(cycle) ? <EligibilityCheckIsland kind={spec.kind} /> : null}
        <CollapsibleSection title={t('program.documents')} defaultOpen>
          <DocumentList spec={spec} />
        </CollapsibleSection>
        <CollapsibleSection title={t('program.form')} defaultOpen id={APPLICATION_FORM_ANCHOR}>
          {acceptsApplications(cycle) ? (
            <ApplicationFormIsland spec={spec} />
          ) : (
            <ApplicationsClosed cycle={cycle!} program={t('program.repaymentProgram')} />
          )}
        </CollapsibleSection>
      </div>
    </div>
  );
}
