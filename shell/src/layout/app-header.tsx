import { useSession } from '@goalcoach/session';
import { Button, ThemeToggle } from '@goalcoach/ui';
import { LazyAccountMenu } from '../account/lazy-account-menu';
import { useAuthDialog } from '../auth/auth-dialog-store';
import './app-header.css';
import { BrandLink } from './brand-link';
import { MainNavigation } from './main-navigation';

type AppHeaderProps = {
  /** Signed-in pages show the main navigation here on wide screens; the landing page not. */
  withNavigation?: boolean;
  brandTo?: string;
};

export function AppHeader({ withNavigation = true, brandTo = '/' }: AppHeaderProps) {
  const signedIn = useSession((state) => state.status === 'authenticated');
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <BrandLink to={brandTo} />
        {withNavigation && <MainNavigation placement="header" />}
        <div className="shell-header__actions">
          <ThemeToggle />
          {signedIn ? (
            <LazyAccountMenu />
          ) : (
            <Button
              variant="ghost"
              onClick={() => useAuthDialog.getState().openAuth('sign-in')}
              data-testid="header-sign-in"
            >
              Sign In
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
