import { useNavigate, useSearchParams } from '@goalcoach/routing';
import { HOME_TAB_PARAM, HOME_TABS, homePanelOf, type HomePanel } from '../utils/home-tabs';

/** The open panel lives in the address, so a reload (or a shared link) keeps it. */
export function useHomeTab(): { panel: HomePanel; select: (value: string) => void } {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const panel = homePanelOf(params.get(HOME_TAB_PARAM));

  const select = (value: string) => {
    const tab = HOME_TABS.find((candidate) => candidate.value === value);
    if (!tab) return;
    if (tab.route) {
      navigate(tab.route);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // Goals is Home's default: its address stays plain `/`.
        if (tab.value === 'goals') next.delete(HOME_TAB_PARAM);
        else next.set(HOME_TAB_PARAM, tab.value);
        return next;
      },
      { replace: true },
    );
  };

  return { panel, select };
}
