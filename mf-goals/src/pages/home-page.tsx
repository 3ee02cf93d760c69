import { HomePageContent } from './home-page-content';

export { preloadHomeData as preloadData } from './page-data';

/** Exposed as `mf_goals/HomePage`: the signed-in home at `/`. */
export default function HomePage() {
  return <HomePageContent />;
}
