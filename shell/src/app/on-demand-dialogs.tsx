import { useHasOpened } from '@goalcoach/ui';
import { lazy, Suspense } from 'react';
import { useAccountSettings } from '../account/account-settings-store';
import { useAuthDialog } from '../auth/auth-dialog-store';

const AuthDialog = lazy(() =>
  import(/* webpackChunkName: "auth-dialog" */ '../auth/auth-dialog').then((module) => ({
    default: module.AuthDialog,
  })),
);
const AccountSettingsDialog = lazy(() =>
  import(/* webpackChunkName: "account-settings" */ '../account/account-settings-dialog').then(
    (module) => ({ default: module.AccountSettingsDialog }),
  ),
);

/**
 * The sign-in/sign-up and Account Settings dialogs, whose code loads the first time one opens:
 * no first page needs their forms.
 */
export function OnDemandDialogs() {
  const authOpened = useHasOpened(useAuthDialog((state) => state.open));
  const settingsOpened = useHasOpened(useAccountSettings((state) => state.open));
  return (
    <>
      <Suspense fallback={null}>{authOpened && <AuthDialog />}</Suspense>
      <Suspense fallback={null}>{settingsOpened && <AccountSettingsDialog />}</Suspense>
    </>
  );
}
