import { ThemeToggle } from '@goalcoach/ui';
import { BrandLink } from './brand-link';
import { MainNavigation } from './main-navigation';

export function AppHeader() {
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <BrandLink />
        <MainNavigation placement="header" />
        <div className="shell-header__actions">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
