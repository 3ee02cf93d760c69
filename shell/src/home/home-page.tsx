import { RemotePage } from '../federation/remote-page';
import { CheckInButton } from './check-in-button';

/** Home: the goals remote's page, with the daily check-in one tap away. */
export function HomePage() {
  return (
    <>
      <RemotePage module="mf_goals/HomePage" area="Your goals" />
      <CheckInButton />
    </>
  );
}
