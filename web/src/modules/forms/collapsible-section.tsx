import { useId, useState, type ReactNode } from 'react';

export interface CollapsibleSectionProps {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A page section that toggles open and closed (spec §4). Its content is always in the HTML
 * (prerendered, found by search engines); a closed section hides it.
 */
export function CollapsibleSection({ title, defaultOpen = false, children }: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  return (
    <section className={`collapsible${open ? ' collapsible--open' : ''}`}>
      <h2 className="collapsible__heading">
        <button
          type="button"
          className="collapsible__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
        >
          <span>{title}</span>
          <span className="collapsible__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div className="collapsible__body" id={regionId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
