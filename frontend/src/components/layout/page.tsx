import type { ReactNode } from 'react';

/** The standard page frame: a title, a one-line description and the page's content. */
export function Page({
  title,
  description,
  icon,
  actions,
  width = 'normal',
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: string;
  actions?: ReactNode;
  width?: 'narrow' | 'normal' | 'wide';
  children?: ReactNode;
}) {
  return (
    <div className={`container page page--${width}`}>
      <header className="page__header">
        {icon ? (
          <span className="page__icon" aria-hidden="true">
            <i className={icon} />
          </span>
        ) : null}
        <div className="page__heading">
          <h1 className="page__title">{title}</h1>
          {description ? <p className="page__description">{description}</p> : null}
        </div>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
