import { ERROR_MESSAGES } from '#shared/messages';
import { useDocumentTitle } from './page';
import { MAIN_CONTENT_ID } from './skip-link';

function describe(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  return null;
}

function ErrorContent({ error }: { error: unknown }) {
  useDocumentTitle(ERROR_MESSAGES.unexpectedApplicationError);
  const detail = import.meta.env.DEV ? describe(error) : null;
  return (
    <div className="page page--centered">
      <h1 className="page__title">{ERROR_MESSAGES.unexpectedApplicationError}</h1>
      <p className="page__lead">Something went wrong while showing this page. Please try again.</p>
      {detail && <pre className="error-detail">{detail}</pre>}
      <p className="page__actions">
        {/* A full load: the app state that failed should not be reused. */}
        <a className="button button--primary" href="/">
          Go to the home page
        </a>
      </p>
    </div>
  );
}

interface ErrorPageProps {
  /** What was thrown; its message is shown in development builds only. */
  error: unknown;
  /** True when the layout itself failed, so this page must bring its own main landmark. */
  standalone?: boolean;
}

export function ErrorPage({ error, standalone = false }: ErrorPageProps) {
  if (!standalone) return <ErrorContent error={error} />;
  return (
    <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
      <ErrorContent error={error} />
    </main>
  );
}
