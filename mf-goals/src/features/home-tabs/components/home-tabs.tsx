import { Tabs, TabsContent, TabsList, TabsTrigger } from '@goalcoach/ui';
import type { ReactNode } from 'react';
import './home-tabs.css';
import { useHomeTab } from '../hooks/use-home-tab';
import { HOME_TABS, type HomePanel } from '../utils/home-tabs';

export type HomeTabsProps = {
  panels: Record<HomePanel, ReactNode>;
};

/**
 * Home's tabs: at the top of the page, scrolling with it (a phone's one fixed bar is the main
 * navigation); on a phone they share the width. Arrow keys move between tabs and Enter or
 * Space opens one (manual activation: automatic activation would leave Home as soon as the
 * focus passed Habits).
 */
export function HomeTabs({ panels }: HomeTabsProps) {
  const { panel, select } = useHomeTab();
  return (
    <Tabs value={panel} onValueChange={select} activationMode="manual" className="goals-home-tabs">
      <TabsList aria-label="Home" className="goals-home-tabs__list" data-testid="home-tabs">
        {HOME_TABS.map(({ value, label, icon: Icon, route }) => (
          <TabsTrigger
            key={value}
            value={value}
            className="goals-home-tabs__trigger"
            // A tab that opens another page controls no panel here.
            aria-controls={route ? undefined : `home-panel-${value}`}
            data-route={route}
            data-testid={`home-tab-${value}`}
          >
            <Icon aria-hidden />
            <span>{label}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {(Object.keys(panels) as HomePanel[]).map((value) => (
        <TabsContent
          key={value}
          value={value}
          id={`home-panel-${value}`}
          className="goals-home-tabs__panel"
          data-testid={`home-panel-${value}`}
        >
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
