import { useKeptWriteCount } from '@goalcoach/api';
import { useSession } from '@goalcoach/session';
import {
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  toast,
} from '@goalcoach/ui';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings, Shield } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '@goalcoach/routing';
import { authApi } from '../auth/auth-api';
import { endLocalSession } from '../session/end-local-session';
import { useAccountSettings } from './account-settings-store';
import './account-avatar.css';
import './account-menu.css';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase());
  return letters.join('') || '?';
}

/** The avatar dropdown: Profile Settings, Admin Dashboard for admins, Logout. */
export function AccountMenu() {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unsent = useKeptWriteCount();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  if (!user) return null;

  async function logout() {
    try {
      await authApi.signOut();
    } catch {
      // Signed out locally either way; the server session expires on its own.
    }
    endLocalSession(queryClient);
    navigate('/', { replace: true });
    toast({ title: 'Signed out' });
  }

  const letters = initials(user.name);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          {/* The name starts with the letters shown, so a speech user can say what they see. */}
          <button
            type="button"
            className="shell-avatar"
            aria-label={`${letters}, account menu`}
            data-testid="account-menu"
          >
            {letters}
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="shell-account__name">{user.name}</span>
            <span className="shell-account__email">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => useAccountSettings.getState().show()}
            data-testid="menu-profile-settings"
          >
            <Settings aria-hidden size={16} />
            Profile Settings
          </DropdownMenuItem>
          {user.isAdmin && (
            <DropdownMenuItem onSelect={() => navigate('/admin')} data-testid="menu-admin">
              <Shield aria-hidden size={16} />
              Admin Dashboard
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            // Signing out deletes what waits on the device to be sent: asked first, never silent.
            onSelect={() => (unsent > 0 ? setConfirmingLogout(true) : void logout())}
            data-testid="menu-logout"
          >
            <LogOut aria-hidden size={16} />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmingLogout}
        onOpenChange={setConfirmingLogout}
        title="Sign out with changes not synced?"
        description={`${unsent === 1 ? '1 change is' : `${unsent} changes are`} saved only on this device and will be lost if you sign out now. Go back online first to sync them.`}
        confirmLabel="Sign out anyway"
        onConfirm={() => {
          setConfirmingLogout(false);
          void logout();
        }}
        testId="logout-unsynced-dialog"
        confirmTestId="logout-unsynced-confirm"
      />
    </>
  );
}
