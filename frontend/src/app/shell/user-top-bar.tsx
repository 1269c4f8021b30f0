import type { TAiLimits, TSessionUser } from '@wordbook/core/contract/session';
import { Menu } from 'primereact/menu';
import type { MenuItem, MenuItemOptions } from 'primereact/menuitem';
import { Sidebar } from 'primereact/sidebar';
import { useEffect, useMemo, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { BrandLogo } from '../../components/layout/brand-logo';
import { AiPointsBar } from '../../components/ui/ai-points-bar';
import { ProBadge } from '../../components/ui/pro-badge';
import { useOnlineStatus } from '../../lib/use-online-status';
import { OnlineIndicator } from './online-indicator';
import { MAIN_NAV, OFFLINE_NOTE, PRO_ONLY_NOTE, PROFILE_NAV, type UserNavItem } from './user-nav-items';

function initials(user: TSessionUser): string {
  const source = user.full_name.trim() || user.username;
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : source.slice(0, 2);
  return letters.toUpperCase();
}

type ItemState = { disabled: boolean; offline: boolean; locked: boolean };

function itemState(item: UserNavItem, online: boolean, isPro: boolean): ItemState {
  const offline = item.needsOnline && !online;
  const locked = Boolean(item.proOnly) && !isPro;
  return { disabled: offline || locked, offline, locked };
}

function NavEntry({ item, state, onNavigate }: { item: UserNavItem; state: ItemState; onNavigate?: () => void }) {
  if (state.disabled) {
    const reason = state.offline ? OFFLINE_NOTE : PRO_ONLY_NOTE;
    return (
      <span className="topbar__link topbar__link--disabled" aria-disabled="true" title={reason}>
        <i className={item.icon} aria-hidden="true" />
        <span className="topbar__link-text">
          <span className="topbar__link-label">
            {item.label}
            {state.locked ? <ProBadge /> : null}
          </span>
          {state.offline ? <span className="nav-note">{OFFLINE_NOTE}</span> : null}
        </span>
        {state.offline ? null : <span className="visually-hidden">({reason})</span>}
      </span>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.to === '/dashboard'}
      className={`topbar__link${item.accent ? ' topbar__link--accent' : ''}`}
      {...(onNavigate ? { onClick: onNavigate } : {})}
    >
      <i className={item.icon} aria-hidden="true" />
      <span>{item.label}</span>
    </NavLink>
  );
}

function ProfileSummary({ user, aiLimits }: { user: TSessionUser; aiLimits: TAiLimits | null }) {
  return (
    <div className="profile-summary">
      <span className="avatar avatar--large" aria-hidden="true">
        {initials(user)}
      </span>
      <div className="profile-summary__text stack">
        <strong>{user.full_name || user.username}</strong>
        <span>@{user.username}</span>
        <span className={`pill plan-pill${user.isProUser ? ' plan-pill--pro' : ''}`}>{user.isProUser ? 'Pro plan' : 'Free plan'}</span>
      </div>
      {!user.isProUser && aiLimits ? (
        <div className="profile-summary__points">
          <AiPointsBar remaining={aiLimits.remaining} maxPoints={aiLimits.maxPoints} percentLeft={aiLimits.percentLeft} />
        </div>
      ) : null}
    </div>
  );
}

/** The top bar of signed-in pages (document 1, §2). */
export function UserTopBar({ user, aiLimits }: { user: TSessionUser; aiLimits: TAiLimits | null }) {
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const location = useLocation();
  const menuRef = useRef<Menu>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating is what closes the drawer
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const profileModel = useMemo<MenuItem[]>(() => {
    const summary: MenuItem = {
      id: 'profile-summary',
      disabled: true,
      className: 'profile-menu__summary',
      template: () => <ProfileSummary user={user} aiLimits={aiLimits} />,
    };
    const entries = PROFILE_NAV.map<MenuItem>((item) => {
      const state = itemState(item, online, user.isProUser);
      return {
        id: `profile-${item.to.slice(1)}`,
        label: state.offline ? `${item.label} (${OFFLINE_NOTE})` : item.label,
        icon: item.icon,
        disabled: state.disabled,
        command: () => navigate(item.to),
        template: (_menuItem: MenuItem, options: MenuItemOptions) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: PrimeReact's Menu gives the item its role and keyboard handling; this only draws it
          // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the Menu handles Enter and arrow keys
          <div className="p-menuitem-content" onClick={options.onClick}>
            <a className={`${options.className} profile-menu__link row`} href={item.to} tabIndex={-1} onClick={(e) => e.preventDefault()}>
              <i className={`${item.icon} p-menuitem-icon`} aria-hidden="true" />
              <span className="p-menuitem-text">{item.label}</span>
              {state.offline ? <span className="nav-note">{OFFLINE_NOTE}</span> : null}
            </a>
          </div>
        ),
      };
    });
    return [summary, { separator: true }, ...entries.slice(0, 3), { separator: true }, ...entries.slice(3)];
  }, [aiLimits, navigate, online, user]);

  const displayName = user.full_name || user.username;
  const mainNav = MAIN_NAV.filter((item) => !(item.freeOnly && user.isProUser));

  return (
    <header className="topbar topbar--app">
      <div className="container container--wide topbar__inner">
        <BrandLogo to="/dashboard" label="Wordbook, go to my wordbooks" />

        <nav className="topbar__nav topbar__nav--app" aria-label="Main">
          <ul className="topbar__links">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavEntry item={item} state={itemState(item, online, user.isProUser)} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="topbar__end">
          <OnlineIndicator />
          <button
            type="button"
            className="profile-button"
            aria-haspopup="menu"
            aria-controls="profile-menu"
            aria-label={`Profile menu for ${displayName}`}
            onClick={(event) => menuRef.current?.toggle(event)}
          >
            {/* Initials drawn by CSS: visible text of the button must be part of its name (axe). */}
            <span className="avatar avatar--initials" data-initials={initials(user)} aria-hidden="true" />
            <span className="profile-button__name" aria-hidden="true">
              {displayName}
            </span>
            <i className="pi pi-angle-down" aria-hidden="true" />
          </button>
          <Menu model={profileModel} popup ref={menuRef} id="profile-menu" popupAlignment="right" className="profile-menu" aria-label="Profile" />
          <button
            type="button"
            className="topbar__toggle topbar__toggle--app"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <i className="pi pi-bars" aria-hidden="true" />
          </button>
        </div>
      </div>

      <Sidebar
        visible={drawerOpen}
        onHide={() => setDrawerOpen(false)}
        position="right"
        className="app-drawer"
        header={<span className="app-drawer__title">Menu</span>}
        aria-label="Menu"
      >
        <ProfileSummary user={user} aiLimits={aiLimits} />
        <nav aria-label="Main (menu)">
          <ul className="app-drawer__list">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavEntry item={item} state={itemState(item, online, user.isProUser)} onNavigate={() => setDrawerOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Profile (menu)">
          <ul className="app-drawer__list app-drawer__list--secondary">
            {PROFILE_NAV.map((item) => (
              <li key={item.to}>
                <NavEntry item={item} state={itemState(item, online, user.isProUser)} onNavigate={() => setDrawerOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
      </Sidebar>
    </header>
  );
}
