import type { ReactNode } from 'react';

/** The coloured band at the top of an inner page, holding the page's one <h1>. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}

/** A content section with an optional centred header. */
export function Section({
  id,
  tone,
  eyebrow,
  title,
  lead,
  center,
  children,
  labelledBy,
}: {
  id?: string;
  tone?: 'sand' | 'dark';
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  center?: boolean;
  children: ReactNode;
  labelledBy?: string;
}) {
  const headingId = labelledBy ?? (id ? `${id}-title` : undefined);
  return (
    <section id={id} className={`section${tone ? ` section--${tone}` : ''}`} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title && (
          <div className={`section__header${center ? ' section__header--center' : ''}`}>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h2 id={headingId}>{title}</h2>
            {lead && <p className="lead">{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
