import type { RouterRoute } from 'hono/types';
import { PatternRouter } from 'hono/router/pattern-router';

/** The methods an API route can have; HEAD goes with GET, as Hono answers it with the GET handler. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods each path of the routes answers, for a 405's Allow header: a request to a path that
 * exists with another method (TRACE, say) is told which ones it has, rather than that the path is
 * not there. Built once, from the app's routes (middleware, registered for every method, left out).
 */
export function allowedMethods(routes: readonly RouterRoute[], paths: RegExp): (path: string) => string[] {
  let router: PatternRouter<string> | undefined;
  return (path) => {
    if (!router) {
      router = new PatternRouter<string>();
      for (const route of routes) if (route.method !== 'ALL' && paths.test(route.path)) router.add(route.method, route.path, route.method);
    }
    const found = router;
    const allowed = METHODS.filter((method) => found.match(method, path)[0].length > 0);
    return allowed.includes('GET') ? ['GET', 'HEAD', ...allowed.slice(1)] : allowed;
  };
}
