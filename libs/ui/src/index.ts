import './styles/index.css';

export { cn } from './lib/cn';

export { buttonClasses } from './components/button/button-classes';
export { Button } from './components/button/button';
export { ButtonLink } from './components/button/button-link';

export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './components/card/card';

export { PageHeader } from './components/page-header/page-header';
export { Section } from './components/section/section';
export { Grid } from './components/grid/grid';
export { StatGrid } from './components/stat-tile/stat-grid';
export { StatTile } from './components/stat-tile/stat-tile';

export { Input } from './components/form/input';
export { Textarea, type TextareaProps } from './components/form/textarea';
export { Label } from './components/form/label';
export { Field } from './components/form/field';

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from './components/dialog/dialog';
export { ConfirmDialog } from './components/dialog/confirm-dialog';

export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs/tabs';

export { TooltipProvider } from './components/tooltip/tooltip-provider';
export { Tooltip } from './components/tooltip/tooltip';

export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/dropdown-menu/dropdown-menu';

export { Switch } from './components/switch/switch';
export { Checkbox } from './components/checkbox/checkbox';
export {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from './components/collapsible/collapsible';

export { Skeleton } from './components/skeleton/skeleton';
export { Badge, type BadgeVariant } from './components/badge/badge';
export { SYNC_PENDING_TEXT, SyncPendingNote } from './components/sync-pending/sync-pending-note';
export { Spinner } from './components/spinner/spinner';
export { Progress } from './components/progress/progress';
export { Alert } from './components/alert/alert';
export { EmptyState } from './components/empty-state/empty-state';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';

export { toast, useToastStore } from './toast/toast-store';
export { Toaster } from './toast/toaster';

export { ThemeToggle } from './theme/theme-toggle';
export { useChartColors } from './theme/use-chart-colors';
export { toastFailure } from './toast/toast-failure';

export { QueryError } from './components/query-states/query-error';
export { QueryLoading } from './components/query-states/query-loading';

export { fileSizeText } from './lib/file-size';
export { saveBlob } from './lib/save-blob';
export { PAGE_SETTLE_MS, whenPageSettles } from './lib/when-page-settles';
export { useHasOpened } from './overlays/use-open-state';

// Documented in README.md as the library's API, though no app calls them yet.
/** @public */
export { applyInitialTheme } from './theme/theme-store';
/** @public */
export { dismissToast } from './toast/toast-store';
/** @public */
export { preloadOverlays } from './overlays/load-overlays';
/** @public */
export { useTheme } from './theme/use-theme';
