/**
 * What the shell provides under the shared key "react-router": the declarative-routing
 * part of react-router v7. A shared module cannot be tree-shaken (any remote may use any
 * export), and the whole package costs ~60 KB gzip; this subset is a fraction of that.
 * Shell and plugins import from 'react-router' as usual and get this one instance; the
 * build fails when a module imports a name that is not listed here
 * (scripts/shared-exports-guard.cjs). Add names here when a plugin needs them.
 *
 * 'react-router-impl' is an alias of the real package (webpack.config.cjs, tsconfig.json),
 * so this file's own import is not itself answered from the share scope.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useInRouterContext,
  useNavigationType,
  useOutletContext,
  useRoutes,
  generatePath,
  matchPath,
  resolvePath,
  createSearchParams,
} from 'react-router-impl';
