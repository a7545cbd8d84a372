import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '#shared/constants';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}

interface PageProps {
  /** The page's single h1, also used for the document title. */
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The standard frame of an in-app page: one h1, an optional lead line, then the content. */
export function Page({ title, lead, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
