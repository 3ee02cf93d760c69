import './styles/index.css';

export { cn, type ClassValue } from './lib/cn';

export {
  buttonClasses,
  type ButtonClassesOptions,
  type ButtonSize,
  type ButtonVariant,
} from './components/button/button-classes';
export { Button, type ButtonProps } from './components/button/button';
export { ButtonLink, type ButtonLinkProps } from './components/button/button-link';

export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardContentProps,
  type CardDescriptionProps,
  type CardFooterProps,
  type CardHeaderProps,
  type CardProps,
  type CardTitleProps,
} from './components/card/card';

export { Input, type InputProps } from './components/form/input';
export { Textarea, type TextareaProps } from './components/form/textarea';
export { Label, type LabelProps } from './components/form/label';
export { Field, type FieldProps } from './components/form/field';

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogFooterProps,
  type DialogProps,
  type DialogSize,
  type DialogTriggerProps,
} from './components/dialog/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/dialog/confirm-dialog';

export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './components/tabs/tabs';

export {
  TOOLTIP_DELAY_MS,
  TooltipProvider,
  type TooltipProviderProps,
} from './components/tooltip/tooltip-provider';
export { Tooltip, type TooltipProps, type TooltipSide } from './components/tooltip/tooltip';

export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuCheckboxItemProps,
  type DropdownMenuContentProps,
  type DropdownMenuGroupProps,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuProps,
  type DropdownMenuRadioGroupProps,
  type DropdownMenuRadioItemProps,
  type DropdownMenuSeparatorProps,
  type DropdownMenuTriggerProps,
} from './components/dropdown-menu/dropdown-menu';
export { preloadOverlays } from './overlays/load-overlays';

export { Switch, type SwitchProps } from './components/switch/switch';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  type CollapsibleContentProps,
  type CollapsibleProps,
  type CollapsibleTriggerProps,
} from './components/collapsible/collapsible';

export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export { Badge, type BadgeProps, type BadgeVariant } from './components/badge/badge';
export {
  SYNC_PENDING_TEXT,
  SyncPendingNote,
  type SyncPendingNoteProps,
} from './components/sync-pending/sync-pending-note';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { Progress, type ProgressProps } from './components/progress/progress';
export { Alert, type AlertProps, type AlertVariant } from './components/alert/alert';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/visually-hidden/visually-hidden';

export {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  dismissToast,
  toast,
  useToastStore,
  type ToastAction,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
} from './toast/toast-store';
export { Toaster, type ToasterProps } from './toast/toaster';

export {
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  applyInitialTheme,
  useThemeStore,
  type ResolvedTheme,
  type Theme,
} from './theme/theme-store';
export { useTheme, type UseThemeResult } from './theme/use-theme';
export { ThemeToggle, type ThemeToggleProps } from './theme/theme-toggle';
export { useChartColors, type ChartColors } from './theme/use-chart-colors';
export { toastFailure } from './toast/toast-failure';

export { QueryError, type QueryErrorProps } from './components/query-states/query-error';
export { QueryLoading, type QueryLoadingProps } from './components/query-states/query-loading';

export { fileSizeText } from './lib/file-size';
export { saveBlob } from './lib/save-blob';
export { PAGE_SETTLE_MS, whenPageSettles } from './lib/when-page-settles';
export { useHasOpened } from './overlays/use-open-state';
