export {
  HabitHistoryDialog,
  type HabitHistoryDialogProps,
} from './components/habit-history-dialog';
