import { useId, type ReactNode } from 'react';

export interface CollapsibleSectionProps {
  title: string;
  defaultOpen?: boolean;
  /** An anchor other parts of the page link to (the application form: the eligibility check's links). */
  id?: string;
  children: ReactNode;
}

/**
 * A page section that toggles open and closed (spec §4). Its content is always in the HTML
 * (prerendered, found by search engines); a closed section hides it. The toggle is plain DOM
 * code (components/enhance/collapsible.ts), so the page needs no React for it.
 */
export function CollapsibleSection({ title, defaultOpen = false, id, children }: CollapsibleSectionProps) {
  const regionId = useId();
  return (
    <section id={id} className={`collapsible${defaultOpen ? ' collapsible--open' : ''}`} data-collapsible="">
      <h2 className="collapsible__heading">
        <button type="button" className="collapsible__toggle" aria-expanded={defaultOpen} aria-controls={regionId}>
          <span>{title}</span>
          <span className="collapsible__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div className="collapsible__body" id={regionId} hidden={!defaultOpen}>
        {children}
      </div>
    </section>
  );
}
