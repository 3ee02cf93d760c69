import { useSession } from '@goalcoach/session';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useRuntimeConfig } from '../config/use-runtime-config';

type SessionGateProps = { loading: ReactNode; children: ReactNode };

/** Every path shows the loading screen until we know who is signed in (SPEC §2). */
export function SessionGate({ loading, children }: SessionGateProps) {
  const status = useSession((state) => state.status);
  const config = useQuery({ queryKey: ['/config'] });
  useEffect(() => {
    void useSession.getState().checkSession();
  }, []);
  return status === 'loading' || config.isPending ? loading : children;
}

type SignedInOnlyProps = {
  otherwise: ReactNode;
  /** Foundation stage only: lets visitors look at signed-in pages while accounts do not exist. */
  allowGuestPreview?: boolean;
  children: ReactNode;
};

export function SignedInOnly({ otherwise, allowGuestPreview = true, children }: SignedInOnlyProps) {
  const status = useSession((state) => state.status);
  const { guestPreview } = useRuntimeConfig();
  const allowed = status === 'authenticated' || (allowGuestPreview && guestPreview);
  return allowed ? children : otherwise;
}
