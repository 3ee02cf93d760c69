import { cn } from '@goalcoach/ui';
import { NavLink } from '@goalcoach/routing';
import type { Ref } from 'react';
import { NAVIGATION_ITEMS } from './navigation-items';
import './main-navigation.css';

type MainNavigationProps = {
  placement: 'bottom' | 'header';
  /** The bottom bar's place for a page's main action (see NavAction); empty, it takes no room. */
  actionSlotRef?: Ref<HTMLLIElement>;
};

/** Bottom bar on phones, a row in the header on wider screens; the same links either way. */
export function MainNavigation({ placement, actionSlotRef }: MainNavigationProps) {
  return (
    <nav
      aria-label="Main"
      className={cn('shell-nav', `shell-nav--${placement}`)}
      data-testid={`main-nav-${placement}`}
    >
      <ul>
        {NAVIGATION_ITEMS.map(({ to, label, icon: Icon, testId }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) => cn('shell-nav__link', isActive && 'is-active')}
              data-testid={`${testId}-${placement}`}
            >
              <Icon aria-hidden size={20} />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
        {actionSlotRef && <li className="shell-nav__action" ref={actionSlotRef} />}
      </ul>
    </nav>
  );
}
