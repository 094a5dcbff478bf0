import {
  createStaticHandler,
  data,
  matchRoutes,
  type DataRouteObject,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import type { Locale } from '../src/i18n/locales.ts';
import type { Payload } from './payload.ts';
import { createRoutes, loadScreen } from './routes.tsx';

/** What the router needs of a page to prerender it: its path, its built payload, and a status for the error page. */
export interface RoutedPage {
  path: string;
  payload: Payload;
  status?: number;
}

/** The router's side of prerendering: a page's router state (`StaticHandlerContext`), made once per render worker. */
export function createPageRouter() {
  const routes = createRoutes(({ context }) => {
    const { payload, status } = context as RoutedPage;
    if (status) throw data(null, { status });
    if (payload.screen === 'not-found') throw data(null, { status: 404 });
    return payload;
  });
  // A handler per language, holding that language's routes only: a page's path is under its
  // payload's language, and matching ten routes instead of seventy is a visible part of a page.
  const handlers = new Map<Locale, StaticHandler>();
  const handlerFor = (locale: Locale): StaticHandler => {
    let handler = handlers.get(locale);
    if (!handler) {
      const ofLocale = routes.map((root) => ({ ...root, children: root.children?.filter((child) => child.id === locale) }) as RouteObject);
      handler = createStaticHandler(ofLocale);
      handlers.set(locale, handler);
    }
    return handler;
  };
  // A language's tree cut down to one screen's routes (a category has two): matching flattens and
  // ranks the tree it is given on every call.
  const screenTrees = new Map<string, DataRouteObject[]>();
  const screenTree = ({ locale, screen }: Payload): DataRouteObject[] => {
    const id = `${locale}:${screen}`;
    let tree = screenTrees.get(id);
    if (!tree) {
      const cut = (routes: DataRouteObject[]): DataRouteObject[] =>
        routes.flatMap((route) => {
          if (route.id === id || route.id.startsWith(`${id}:`)) return [route];
          const children = cut(route.children ?? []);
          return children.length > 0 ? [{ ...route, children } as DataRouteObject] : [];
        });
      tree = cut(handlerFor(locale).dataRoutes);
      screenTrees.set(id, tree);
    }
    return tree;
  };

  /** The state as the static handler's query makes it: the route's loader run, a thrown status caught by its boundary. */
  async function query(page: RoutedPage): Promise<StaticHandlerContext> {
    const request = new Request(`https://prerender.invalid${page.path}`);
    const result = await handlerFor(page.payload.locale).query(request, { requestContext: page });
    if (result instanceof Response) throw new Error(`${page.path}: the route answered with a redirect`);
    return result;
  }

  /**
   * A page's state, as the query makes it (page-router.test.ts), without the query when the page
   * renders its screen: the payload is built, and the route's loader would only hand it back
   * (with its screen's chunk, loaded here); the query's Request, abort signal and data strategy
   * were a fifth of a small page's render. An error page goes through the query.
   */
  async function context(page: RoutedPage): Promise<StaticHandlerContext> {
    if (page.status || page.payload.screen === 'not-found') return query(page);
    const matches = matchRoutes(screenTree(page.payload), page.path);
    const leaf = matches?.at(-1)?.route;
    if (!matches || !leaf?.loader) return query(page);
    await loadScreen(page.payload.screen);
    return {
      basename: '/',
      location: { pathname: page.path, search: '', hash: '', state: null, key: 'default' },
      matches,
      loaderData: { [leaf.id]: page.payload },
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    };
  }

  return { query, context };
}

const branches = new Map<string, RouteObject[]>();

/**
 * The route tree cut down to a page's matched branch: `createStaticRouter` converts the whole
 * tree it is given on every page, and rendering needs no more than the matches. Kept per leaf
 * route, which has the same branch on every page.
 */
export function matchedBranch(matches: StaticHandlerContext['matches']): RouteObject[] {
  const leaf = matches.at(-1)?.route.id ?? '';
  let branch = branches.get(leaf);
  if (!branch) {
    branch =
      matches.reduceRight<RouteObject[] | undefined>((children, { route }) => [{ ...route, children } as RouteObject], undefined) ?? [];
    branches.set(leaf, branch);
  }
  return branch;
}
