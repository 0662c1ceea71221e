import { Link, Outlet } from 'react-router-dom';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header>
        <Link to="/">Open Diploma Fund</Link>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer>
        <Link to="/login" aria-label="Staff login">
          🔒
        </Link>
      </footer>
    </>
  );
}
