import { Alert, Dialog, DialogContent } from '@goalcoach/ui';
import { useAuthDialog, type AuthMode } from './auth-dialog-store';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import './auth-dialog.css';

const TITLES: Record<AuthMode, { title: string; description: string }> = {
  'sign-in': { title: 'Sign In', description: 'Welcome back. Pick up where you left off.' },
  'sign-up': { title: 'Sign Up', description: 'Create your account with your invite code.' },
  reset: { title: 'Forgot your password', description: 'We will mail you a reset link.' },
};

/** Sign in, sign up and password reset in one dialog. */
export function AuthDialog() {
  const { open, mode, notice, close } = useAuthDialog();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent {...TITLES[mode]} size="sm" data-testid={`auth-dialog-${mode}`}>
        {notice && (
          <Alert variant="warning" className="shell-auth__notice" data-testid="auth-dialog-notice">
            {notice}
          </Alert>
        )}
        {mode === 'sign-in' && <SignInForm />}
        {mode === 'sign-up' && <SignUpForm />}
        {mode === 'reset' && <ResetRequestForm />}
      </DialogContent>
    </Dialog>
  );
}
