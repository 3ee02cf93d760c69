import type { AiPromptKey, AiSettings } from '@goalcoach/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  QueryError,
  QueryLoading,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  toastFailure,
} from '@goalcoach/ui';
import { Lock, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useAiSettings, useResetAiSettings, useSaveAiSettings } from '../api/use-ai-settings';
import {
  draftOf,
  draftProblems,
  hasProblems,
  requestOf,
  type AiSettingsDraft,
  type DraftProblems,
} from '../utils/ai-settings-draft';
import { AiModelTab } from './ai-model-tab';
import { AiPromptsTab } from './ai-prompts-tab';
import { StatusLogicTab } from './status-logic-tab';
import './ai-settings-dialog.css';

export type AiSettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const changedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function lastChange(settings: AiSettings): string {
  if (settings.isDefault || !settings.updatedAt) return 'The default settings are in force.';
  const when = changedAt.format(new Date(settings.updatedAt));
  return settings.updatedBy
    ? `Last changed by ${settings.updatedBy} on ${when}.`
    : `Last changed on ${when}.`;
}

/** The tabs holding a field that keeps the draft from being saved (it may be out of sight). */
function problemTabs(problems: DraftProblems): string[] {
  const tabs: string[] = [];
  if (Object.keys(problems.prompts).length > 0) tabs.push('AI Prompts');
  if (problems.model !== undefined || problems.temperature !== undefined)
    tabs.push('Model and Settings');
  return tabs;
}

type AiSettingsFormProps = { settings: AiSettings; onClose: () => void };

/** Made afresh for each version of the settings the server answers (see the key below). */
function AiSettingsForm({ settings, onClose }: AiSettingsFormProps) {
  const [draft, setDraft] = useState<AiSettingsDraft>(() => draftOf(settings));
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [tab, setTab] = useState('prompts');
  const save = useSaveAiSettings();
  const reset = useResetAiSettings();
  const readOnly = !settings.editable;
  const problems = draftProblems(draft);
  const busy = save.isPending || reset.isPending;

  const setPrompt = (key: AiPromptKey, value: string) =>
    setDraft((current) => ({ ...current, prompts: { ...current.prompts, [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || hasProblems(problems) || busy) return;
    save.mutate(requestOf(draft), {
      onSuccess: () => {
        toast({ title: 'AI settings saved', variant: 'success' });
        onClose();
      },
      // A 400 names the placeholder a template lacks.
      onError: (error) => toastFailure('Error', error, 'Failed to save AI settings'),
    });
  };

  const resetToDefaults = () =>
    reset.mutate(undefined, {
      onSuccess: () => toast({ title: 'AI settings reset to defaults', variant: 'success' }),
      onError: (error) => toastFailure('Error', error, 'Failed to reset AI settings'),
      onSettled: () => setConfirmingReset(false),
    });

  return (
    <form className="gc-stack" onSubmit={submit} noValidate data-testid="ai-settings-form">
      <p className="gc-text-muted" data-testid="ai-settings-last-change">
        {lastChange(settings)}
      </p>
      {readOnly && (
        <Alert variant="info" icon={<Lock />} data-testid="ai-settings-read-only">
          Only admins can change these settings. You can read them here.
        </Alert>
      )}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList fullWidth aria-label="AI settings">
          <TabsTrigger value="prompts" data-testid="ai-tab-prompts">
            AI Prompts
          </TabsTrigger>
          <TabsTrigger value="model" data-testid="ai-tab-model">
            Model and Settings
          </TabsTrigger>
          <TabsTrigger value="status" data-testid="ai-tab-status">
            Status Logic
          </TabsTrigger>
        </TabsList>
        {/* Mounted while hidden, so edits in one tab survive a look at another. */}
        <TabsContent value="prompts" forceMount hidden={tab !== 'prompts'} className="goals-ai-tab">
          <AiPromptsTab
            prompts={draft.prompts}
            requiredPlaceholders={settings.requiredPlaceholders}
            problems={problems.prompts}
            readOnly={readOnly}
            onChange={setPrompt}
          />
        </TabsContent>
        <TabsContent value="model" forceMount hidden={tab !== 'model'} className="goals-ai-tab">
          <AiModelTab
            model={draft.model}
            temperature={draft.temperature}
            planSource={settings.planSource}
            problems={problems}
            readOnly={readOnly}
            onModelChange={(model) => setDraft((current) => ({ ...current, model }))}
            onTemperatureChange={(temperature) =>
              setDraft((current) => ({ ...current, temperature }))
            }
          />
        </TabsContent>
        <TabsContent value="status" className="goals-ai-tab">
          <StatusLogicTab />
        </TabsContent>
      </Tabs>
      {!readOnly && hasProblems(problems) && (
        <p className="goals-ai-settings__problems" role="status" data-testid="ai-settings-problems">
          Fix these tabs before saving: {problemTabs(problems).join(', ')}.
        </p>
      )}
      {confirmingReset && (
        <Alert
          variant="warning"
          title="Reset to defaults?"
          data-testid="ai-reset-confirm"
          action={
            <div className="gc-cluster">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setConfirmingReset(false)}
                disabled={reset.isPending}
                data-testid="ai-reset-keep"
              >
                Keep
              </Button>
              <Button
                type="button"
                variant="destructive"
                size="sm"
                onClick={resetToDefaults}
                loading={reset.isPending}
                data-testid="ai-reset-confirm-button"
              >
                Reset
              </Button>
            </div>
          }
        >
          The prompts, model and temperature go back to the built-in defaults for everyone.
        </Alert>
      )}
      <DialogFooter className="goals-ai-settings__footer">
        {!readOnly && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => setConfirmingReset(true)}
            disabled={settings.isDefault || busy || confirmingReset}
            className="goals-ai-settings__reset"
            data-testid="ai-reset"
          >
            <RotateCcw aria-hidden />
            Reset to defaults
          </Button>
        )}
        <DialogClose asChild>
          <Button type="button" variant="outline" data-testid="ai-settings-close">
            Close
          </Button>
        </DialogClose>
        {!readOnly && (
          <Button
            type="submit"
            disabled={hasProblems(problems) || reset.isPending}
            loading={save.isPending}
            data-testid="ai-settings-save"
          >
            Save Changes
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

function AiSettingsBody({ onClose }: { onClose: () => void }) {
  const { data: settings, isPending, isError, refetch, isRefetching } = useAiSettings(true);

  if (isPending) {
    return (
      <QueryLoading label="Loading AI settings">
        <Skeleton height={20} width="50%" />
        <Skeleton height={40} />
        <Skeleton height={180} />
      </QueryLoading>
    );
  }
  if (isError) {
    return (
      <QueryError
        title="Unable to load the AI settings"
        onRetry={() => void refetch()}
        retrying={isRefetching}
        testId="ai-settings-error"
        retryTestId="ai-settings-retry"
      >
        Please try again.
      </QueryError>
    );
  }
  // A new version from the server (saved, reset) starts the form from it.
  return (
    <AiSettingsForm
      key={`${settings.updatedAt ?? 'defaults'}:${String(settings.editable)}`}
      settings={settings}
      onClose={onClose}
    />
  );
}

/**
 * Home's 'AI Prompts and Configuration' dialog: admins edit and save the
 * prompts, model and temperature the next generation uses; everyone else reads them.
 */
export function AiSettingsDialog({ open, onOpenChange }: AiSettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="AI Prompts and Configuration"
        description="How your plans are written: the prompt templates, the model and the status rules."
        size="lg"
        data-testid="ai-settings-dialog"
      >
        <AiSettingsBody onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
