import { inject } from 'vitest';

/**
 * The stack the integration run started. Its environment is applied to this process too,
 * so tests can read the table through the project's own repositories.
 */
export function useStack() {
  const stack = inject('stack');
  Object.assign(process.env, stack.env, { LOG_LEVEL: 'silent' });
  return { url: stack.url, env: stack.env };
}
