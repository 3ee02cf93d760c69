import {
  Dialog,
  DialogContent,
  EmptyState,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@goalcoach/ui';
import { Trash2 } from 'lucide-react';
import { useAccountSettings } from './account-settings-store';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** Account Settings (SPEC §2): Profile, Password and Recently Deleted. */
export function AccountSettingsDialog() {
  const { open, hide } = useAccountSettings();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && hide()}>
      <DialogContent
        title="Account Settings"
        description="Your profile, password and deleted goals."
        size="md"
        data-testid="account-settings"
      >
        <Tabs defaultValue="profile">
          <TabsList fullWidth>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="password">Password</TabsTrigger>
            <TabsTrigger value="deleted">Recently Deleted</TabsTrigger>
          </TabsList>
          <TabsContent value="profile">
            <ProfileForm />
          </TabsContent>
          <TabsContent value="password">
            <PasswordForm />
          </TabsContent>
          <TabsContent value="deleted">
            <EmptyState
              icon={<Trash2 aria-hidden size={28} />}
              title="Nothing deleted recently"
              description="Goals you delete can be restored here for 24 hours."
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
