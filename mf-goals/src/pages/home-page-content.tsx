import { Button } from '@goalcoach/ui';
import { Plus, Settings2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { AddTaskDialog } from '../features/add-task/components/add-task-dialog';
import { AiSettingsDialog } from '../features/ai-settings/components/ai-settings-dialog';
import { GoalList } from '../features/goal-list/components/goal-list';
import { StatsStrip } from '../features/goal-list/components/stats-strip';
import { GoalWizardDialog } from '../features/goal-wizard/components/goal-wizard-dialog';
import { HomeTabs } from '../features/home-tabs/components/home-tabs';
import { MilestoneOverview } from '../features/milestone-overview/components/milestone-overview';
import { TodayTaskList } from '../features/today-tasks/components/today-task-list';

const TITLE_ID = 'page-goals-home-title';

type PanelHeaderProps = { title: string; lead: string; children?: ReactNode };

/** Each panel names the page: only the open one is rendered. */
function PanelHeader({ title, lead, children }: PanelHeaderProps) {
  return (
    <header className="goals-page__header">
      <div>
        <h1 id={TITLE_ID} className="goals-page__title">
          {title}
        </h1>
        <p className="goals-muted">{lead}</p>
      </div>
      {children && <div className="gc-cluster">{children}</div>}
    </header>
  );
}

/**
 * Home (SPEC §2): the goals, milestones and tasks panels behind its tabs, and the dialogs they
 * open: goal creation, AI prompts and configuration, Add Task.
 */
export function HomePageContent() {
  const [wizardOpen, setWizardOpen] = useState(false);
  const [aiSettingsOpen, setAiSettingsOpen] = useState(false);
  const [addTaskOpen, setAddTaskOpen] = useState(false);
  const openWizard = () => setWizardOpen(true);
  const openAddTask = () => setAddTaskOpen(true);

  return (
    <section
      className="goals-page goals-home gc-stack"
      data-testid="page-goals-home"
      aria-labelledby={TITLE_ID}
    >
      <HomeTabs
        panels={{
          goals: (
            <div className="goals-page gc-stack">
              <PanelHeader
                title="Your Goals"
                lead="Each goal becomes a 90-day plan of monthly milestones, weekly checkpoints and daily tasks."
              >
                <Button
                  variant="outline"
                  onClick={() => setAiSettingsOpen(true)}
                  data-testid="ai-settings-button"
                >
                  <Settings2 aria-hidden />
                  AI Settings
                </Button>
                <Button onClick={openWizard} data-testid="new-goal-button">
                  <Plus aria-hidden />
                  New Goal
                </Button>
              </PanelHeader>
              <StatsStrip />
              <GoalList onCreateGoal={openWizard} />
            </div>
          ),
          milestones: (
            <div className="goals-page gc-stack">
              <PanelHeader
                title="Milestones"
                lead="The monthly milestones of all your goals, with where each one stands."
              />
              <MilestoneOverview onCreateGoal={openWizard} />
            </div>
          ),
          tasks: (
            <div className="goals-page gc-stack">
              <PanelHeader
                title="Today's Tasks"
                lead="What today holds across your goals, plus anything of your own."
              >
                <Button onClick={openAddTask} data-testid="add-task-button">
                  <Plus aria-hidden />
                  Add Task
                </Button>
              </PanelHeader>
              <TodayTaskList onAddTask={openAddTask} />
            </div>
          ),
        }}
      />
      <GoalWizardDialog open={wizardOpen} onOpenChange={setWizardOpen} />
      <AiSettingsDialog open={aiSettingsOpen} onOpenChange={setAiSettingsOpen} />
      <AddTaskDialog open={addTaskOpen} onOpenChange={setAddTaskOpen} />
    </section>
  );
}
