// The router every app shares, as one federated singleton (its context must be one). Shared
// packages are not tree-shaken, so the apps share this list instead of all of react-router:
// what is not named here is left out of the build (a third of the first page's JavaScript).
// Add a name here when an app needs it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { To } from 'react-router';

/** Where a page is opened: the address's path and query string (as `window.location` has). */
export type PageAddress = { pathname: string; search: string };
