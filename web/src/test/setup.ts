import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait for what a screen shows after its data arrives; lazy routes and
// queries can take more than the default second on a busy machine, so give them five.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling and complains on every navigation.
window.scrollTo = () => undefined;

// Testing Library only cleans up by itself when test globals are enabled; they are not here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
