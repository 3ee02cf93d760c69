import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  createContext,
  useContext,
  useId,
  useState,
} from 'react';
import { cn } from '../../lib/cn';

// The WAI-ARIA tabs pattern, written here rather than taken from Radix Tabs: Radix's version
// brings a generic collection and roving-focus machinery (~5 KiB gzip) to every page's first
// render, the signed-out one included, for what the tab list's own DOM order gives.

type Orientation = 'horizontal' | 'vertical';

type TabsState = {
  baseId: string;
  value: string;
  select: (value: string) => void;
  activationMode: 'automatic' | 'manual';
  orientation: Orientation;
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be rendered inside Tabs`);
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export type TabsProps = Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> & {
  /** The open tab, when the caller keeps it (with `onValueChange`). */
  value?: string;
  /** The tab open at first, when Tabs keeps it. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * `automatic`: a tab opens when it gets the focus (arrow keys included). `manual`: the arrow
   * keys only move the focus, and Enter, Space or a click opens the tab.
   */
  activationMode?: 'automatic' | 'manual';
  orientation?: Orientation;
};

export function Tabs({
  value: controlledValue,
  defaultValue = '',
  onValueChange,
  activationMode = 'automatic',
  orientation = 'horizontal',
  className,
  ...rest
}: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = controlledValue ?? ownValue;
  const select = (next: string) => {
    if (next === value) return;
    if (controlledValue === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select, activationMode, orientation }}>
      <div {...rest} data-orientation={orientation} className={cn('gc-tabs', className)} />
    </TabsContext.Provider>
  );
}

export type TabsListProps = ComponentPropsWithRef<'div'> & {
  /** Stretches the triggers to share the full width. */
  fullWidth?: boolean;
};

/** The keys that move the focus along the tab list (it wraps around at either end). */
function focusTarget(key: string, orientation: Orientation, current: number, count: number) {
  const [previous, next] =
    orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (key === next) return (current + 1) % count;
  if (key === previous) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function TabsList({ className, fullWidth = false, onKeyDown, ...rest }: TabsListProps) {
  const { orientation } = useTabs('TabsList');
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'),
    ];
    const current = tabs.findIndex((tab) => tab === event.target);
    if (current === -1) return;
    const target = focusTarget(event.key, orientation, current, tabs.length);
    if (target === null) return;
    event.preventDefault();
    tabs[target]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      {...rest}
      onKeyDown={moveFocus}
      className={cn('gc-tabs__list', fullWidth && 'gc-tabs__list--full', className)}
    />
  );
}

export type TabsTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'value'> & {
  value: string;
};

export function TabsTrigger({ value, className, onClick, onFocus, ...rest }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={tabs.orientation}
      // Only the open tab is a stop of the Tab key; the arrow keys move within the list.
      tabIndex={selected ? 0 : -1}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (tabs.activationMode === 'automatic' && !event.defaultPrevented) tabs.select(value);
      }}
      className={cn('gc-tabs__trigger', className)}
    />
  );
}

export type TabsContentProps = Omit<ComponentPropsWithRef<'div'>, 'value'> & {
  value: string;
  /** Keeps the panel mounted while another tab is open (hide it with `hidden`). */
  forceMount?: boolean;
};

export function TabsContent({ value, forceMount = false, className, ...rest }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={tabs.orientation}
      {...rest}
      className={cn('gc-tabs__content', className)}
    />
  );
}
