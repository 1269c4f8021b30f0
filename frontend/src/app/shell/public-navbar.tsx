import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { BrandLogo } from '../../components/layout/brand-logo';
import { LinkButton } from '../../components/ui/button';

/** The visitor's header: logo, Home, Log In, Sign Up; a menu button on phones. */
export function PublicNavbar() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating is what closes the menu
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  return (
    <header className="topbar">
      <div className="container topbar__inner">
        <BrandLogo />
        <button
          type="button"
          className="topbar__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <i className={open ? 'pi pi-times' : 'pi pi-bars'} aria-hidden="true" />
        </button>
        <nav id={menuId} className={`topbar__nav${open ? ' topbar__nav--open' : ''}`} aria-label="Main">
          <ul className="topbar__links">
            <li>
              <NavLink to="/" end className="topbar__link">
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/login" className="topbar__link">
                Log In
              </NavLink>
            </li>
          </ul>
          <LinkButton to="/signup" className="topbar__cta">
            Sign Up
          </LinkButton>
        </nav>
      </div>
    </header>
  );
}
