/**
 * A route path in API Gateway syntax (`/users/public/{id}`, `/{proxy+}`) as a pattern, shared
 * by the local server's gateway and the web tests' request mocks, so both read the route table
 * the way API Gateway does.
 */
export interface PathPattern {
  pattern: RegExp;
  /** Names of the path parameters, in order. */
  params: string[];
  /** Has a greedy `{name+}` parameter: tried after every other route. */
  greedy: boolean;
}

export function compilePath(path: string): PathPattern {
  const params: string[] = [];
  let greedy = false;
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)(\+)?\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param[1] as string);
      if (param[2]) {
        greedy = true;
        return '(.+)';
      }
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), params, greedy };
}

/** The path parameters of `pathname`, decoded, or undefined when the path does not match. */
export function matchPath(compiled: PathPattern, pathname: string): Record<string, string> | undefined {
  const match = compiled.pattern.exec(pathname);
  if (!match) return undefined;
  return Object.fromEntries(compiled.params.map((name, i) => [name, safeDecode(match[i + 1] ?? '')]));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
