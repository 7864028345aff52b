/**
 * Whether the router shows a page at a path, rather than the not-found
 * page: the route its switches choose, level by level, is a page (a route
 * without child routes), not the catch-all "*". A path under a section
 * (/docs/no-such-page/) matches the section but none of its pages. Used by
 * src/theme/SiteMetadata and useAlternatePageUtils.ts (browser code).
 */
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';

function matchesPage(routeList: readonly RouteConfig[], pathname: string): boolean {
  const route = routeList.find((candidate) =>
    matchPath(pathname, {path: candidate.path, exact: candidate.exact, strict: candidate.strict}),
  );
  if (!route) return false;
  return route.routes ? matchesPage(route.routes, pathname) : route.path !== '*';
}

export function isPage(pathname: string): boolean {
  return matchesPage(routes, pathname);
}
