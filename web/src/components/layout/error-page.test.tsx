import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorPage', () => {
  it('heads an unhandled page error with "Unexpected Application Error"', async () => {
    // React reports the caught render error on the console; that noise is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={(error) => <ErrorPage error={error} standalone />}>
        <Broken />
      </ErrorBoundary>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
