/**
 * The only door to react-router: apps import the router from here, so it is shaken once and shared as one singleton.
 * A shared module cannot be tree-shaken by its consumers (architecture.md, "Bytes"); shared whole, react-router 7 is
 * ~50 KiB brotli on every first load, these exports ~13. Add a re-export here when an app needs another one.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
} from 'react-router-dom';
export type { LinkProps, NavigateFunction, NavigateOptions, To } from 'react-router-dom';
