import type { ReactNode } from 'react';
import { LockIcon } from '../../../components/ui/icons';
import '../account-pages.css';

/** The centred card the login, registration and reset pages share. */
export function AccountCard({
  title,
  intro,
  children,
  footer,
  shake = false,
  onShakeEnd,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  shake?: boolean;
  onShakeEnd?: () => void;
}) {
  return (
    <div className="accounts-page">
      <section
        className={`accounts-card${shake ? ' accounts-card--shake' : ''}`}
        onAnimationEnd={onShakeEnd}
        aria-labelledby="accounts-card-title"
      >
        <div className="accounts-card__badge" aria-hidden="true">
          <LockIcon />
        </div>
        <h1 className="accounts-card__title" id="accounts-card-title">
          {title}
        </h1>
        {intro && <div className="accounts-card__intro">{intro}</div>}
        {children}
        {footer && <div className="accounts-card__footer">{footer}</div>}
      </section>
    </div>
  );
}
