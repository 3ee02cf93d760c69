import { ThemeToggle } from '@goalcoach/ui';
import { BrandLink } from './brand-link';
import { MainNavigation } from './main-navigation';

type AppHeaderProps = {
  /** Signed-in pages show the main navigation here on wide screens; the landing page not. */
  withNavigation?: boolean;
  brandTo?: string;
};

export function AppHeader({ withNavigation = true, brandTo = '/' }: AppHeaderProps) {
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <BrandLink to={brandTo} />
        {withNavigation && <MainNavigation placement="header" />}
        <div className="shell-header__actions">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
