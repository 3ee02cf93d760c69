import type { Habit } from '@goalcoach/contracts';
import {
  Button,
  DialogClose,
  DialogFooter,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@goalcoach/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useSaveHabit } from '../api/use-save-habit';
import {
  type HabitFormValues,
  initialValues,
  invalidField,
  toHabitRequest,
} from '../utils/habit-form-values';
import { BasicInfoFields } from './basic-info-fields';
import { PsychologyFields } from './psychology-fields';
import { TrackingFields } from './tracking-fields';
import './habit-form.css';

type Tab = 'basic' | 'psychology' | 'tracking';

const NAME_REQUIRED = 'Please enter a habit name.';
const DAYS_REQUIRED = 'Please choose at least one day.';

type Errors = { habitName?: string; customDays?: string };

type HabitFormProps = {
  habit?: Habit;
  onDone: () => void;
};

/** The three tabs over one form state; Enter in a single-line field submits it. */
export function HabitForm({ habit, onDone }: HabitFormProps) {
  const [values, setValues] = useState(() => initialValues(habit));
  const [tab, setTab] = useState<Tab>('basic');
  const [errors, setErrors] = useState<Errors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const firstDayRef = useRef<HTMLButtonElement>(null);
  const save = useSaveHabit(habit);
  const linkedGoal =
    habit?.goalId && habit.goalName !== null ? { id: habit.goalId, name: habit.goalName } : null;

  const change = (changes: Partial<HabitFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => ({
      habitName: 'habitName' in changes ? undefined : current.habitName,
      customDays:
        'customDays' in changes || 'frequency' in changes ? undefined : current.customDays,
    }));
  };

  /** Shows the tab of an invalid field with that field focused (an error toast says why). */
  const reject = (field: keyof Errors, message: string) => {
    toast({ title: 'Error', description: message, variant: 'destructive' });
    flushSync(() => {
      setErrors({ [field]: message });
      setTab(field === 'habitName' ? 'basic' : 'tracking');
    });
    (field === 'habitName' ? nameRef : firstDayRef).current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const invalid = invalidField(values);
    if (invalid === 'habitName') return reject('habitName', NAME_REQUIRED);
    if (invalid === 'customDays') return reject('customDays', DAYS_REQUIRED);
    save.mutate(toHabitRequest(values, habit), { onSuccess: onDone });
  };

  return (
    <form className="gc-habit-form" onSubmit={submit} noValidate data-testid="habit-form">
      <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)}>
        <TabsList fullWidth aria-label="Habit details" className="gc-habit-form__tabs">
          <TabsTrigger value="basic" data-testid="habit-form-tab-basic">
            Basic Info
          </TabsTrigger>
          <TabsTrigger value="psychology" data-testid="habit-form-tab-psychology">
            Psychology
          </TabsTrigger>
          <TabsTrigger value="tracking" data-testid="habit-form-tab-tracking">
            Tracking
          </TabsTrigger>
        </TabsList>
        <TabsContent value="basic">
          <BasicInfoFields
            values={values}
            onChange={change}
            nameRef={nameRef}
            nameError={errors.habitName}
            linkedGoal={linkedGoal}
          />
        </TabsContent>
        <TabsContent value="psychology">
          <PsychologyFields values={values} onChange={change} />
        </TabsContent>
        <TabsContent value="tracking">
          <TrackingFields
            values={values}
            onChange={change}
            customDaysError={errors.customDays}
            firstDayRef={firstDayRef}
          />
        </TabsContent>
      </Tabs>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" data-testid="habit-form-cancel">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending} data-testid="habit-form-submit">
          {habit ? 'Save Changes' : 'Create Habit'}
        </Button>
      </DialogFooter>
    </form>
  );
}
