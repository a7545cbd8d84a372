import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { apiServer, contractViolations } from './fake-api';

// findBy* and waitFor wait for what a screen shows after its data arrives; lazy routes and
// queries can take more than the default second on a busy machine, so give them five.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling and complains on every navigation.
window.scrollTo = () => undefined;

// jsdom has <dialog> and its `open` attribute but not showModal() or close(); open and close
// it as a browser would, without the inert background and top layer jsdom cannot model.
const dialogPrototype: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
if (!dialogPrototype.showModal) {
  dialogPrototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  dialogPrototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// Every request the app sends goes through the request mocks; one they do not answer is a test bug.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

// Testing Library only cleans up by itself when test globals are enabled; they are not here.
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  // A screen tested against a request the real API would refuse proves nothing.
  const violations = contractViolations.splice(0);
  expect(violations, 'requests outside the API contract').toEqual([]);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
