import { Dialog, DialogContent, Tabs, TabsContent, TabsList, TabsTrigger } from '@goalcoach/ui';
import { RemotePanel } from '../federation/remote-panel';
import { useAccountSettings } from './account-settings-store';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { YourDataPanel } from './your-data-panel';

/** Account Settings: Profile, Password, Recently Deleted, and Your Data (export, delete). */
export function AccountSettingsDialog() {
  const { open, hide } = useAccountSettings();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && hide()}>
      <DialogContent
        title="Account Settings"
        description="Your profile, password, deleted goals and your data."
        size="md"
        data-testid="account-settings"
      >
        <Tabs defaultValue="profile">
          <TabsList fullWidth>
            <TabsTrigger value="profile" data-testid="account-tab-profile">
              Profile
            </TabsTrigger>
            <TabsTrigger value="password" data-testid="account-tab-password">
              Password
            </TabsTrigger>
            <TabsTrigger value="deleted" data-testid="account-tab-deleted">
              Recently Deleted
            </TabsTrigger>
            <TabsTrigger value="data" data-testid="account-tab-data">
              Your Data
            </TabsTrigger>
          </TabsList>
          <TabsContent value="profile">
            <ProfileForm />
          </TabsContent>
          <TabsContent value="password">
            <PasswordForm />
          </TabsContent>
          <TabsContent value="deleted">
            {/* The goals remote owns deleted goals; loaded when this tab opens. */}
            <RemotePanel module="mf_goals/RecentlyDeleted" area="Recently Deleted" />
          </TabsContent>
          <TabsContent value="data">
            <YourDataPanel />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
