import { HOME_PAGE_MODULE } from '../app/remote-routes';
import { RemotePage } from '../federation/remote-page';
import { CheckInButton } from './check-in-button';

/** Home: the goals remote's page, with the daily check-in one tap away. */
export function HomePage() {
  return (
    <>
      <RemotePage module={HOME_PAGE_MODULE} area="Your goals" />
      <CheckInButton />
    </>
  );
}
