import type { Activity } from '@oversight/shared/plans/activities.schemas';
import type { Indicator, Outcome } from '@oversight/shared/plans/plans.schemas';
import { useState } from 'react';
import { useDeleteActivity } from '../api/activities';
import { useDeleteIndicator } from '../api/indicators';
import { useDeleteOutcome } from '../api/outcomes';
import { ActivityFormModal } from './activity-form-modal';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { IndicatorFormModal } from './indicator-form-modal';
import type { OutcomeActions } from './outcome-card';
import { OutcomeFormModal } from './outcome-form-modal';

type Dialog =
  | { kind: 'add-outcome'; parentId: string | null; levelName: string | null }
  | { kind: 'edit-outcome'; outcome: Outcome }
  | { kind: 'delete-outcome'; outcome: Outcome }
  | { kind: 'add-indicator'; outcomeId: string }
  | { kind: 'edit-indicator'; indicator: Indicator }
  | { kind: 'delete-indicator'; indicator: Indicator }
  | { kind: 'add-activity'; outcomeId: string }
  | { kind: 'edit-activity'; activity: Activity }
  | { kind: 'delete-activity'; activity: Activity };

/** The outcome and indicator dialogs of a plan page, and the actions that open them. */
export function usePlanItemActions(planId: string, levels: readonly string[] = []) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const removeOutcome = useDeleteOutcome();
  const removeIndicator = useDeleteIndicator();
  const removeActivity = useDeleteActivity();

  const actions: OutcomeActions = {
    editOutcome: (outcome) => setDialog({ kind: 'edit-outcome', outcome }),
    deleteOutcome: (outcome) => {
      removeOutcome.reset();
      setDialog({ kind: 'delete-outcome', outcome });
    },
    addIndicator: (outcome) => setDialog({ kind: 'add-indicator', outcomeId: outcome.id }),
    editIndicator: (indicator) => setDialog({ kind: 'edit-indicator', indicator }),
    deleteIndicator: (indicator) => {
      removeIndicator.reset();
      setDialog({ kind: 'delete-indicator', indicator });
    },
  };

  const dialogs = (
    <>
      <OutcomeFormModal
        opened={dialog?.kind === 'add-outcome' || dialog?.kind === 'edit-outcome'}
        onClose={close}
        planId={planId}
        parentId={dialog?.kind === 'add-outcome' ? dialog.parentId : null}
        levelName={dialog?.kind === 'add-outcome' ? dialog.levelName : undefined}
        outcome={dialog?.kind === 'edit-outcome' ? dialog.outcome : undefined}
      />
      <IndicatorFormModal
        opened={dialog?.kind === 'add-indicator' || dialog?.kind === 'edit-indicator'}
        onClose={close}
        outcomeId={
          dialog?.kind === 'add-indicator'
            ? dialog.outcomeId
            : dialog?.kind === 'edit-indicator'
              ? dialog.indicator.outcome_id
              : ''
        }
        indicator={dialog?.kind === 'edit-indicator' ? dialog.indicator : undefined}
      />
      <ConfirmDeleteModal
        opened={dialog?.kind === 'delete-outcome'}
        title="Delete outcome?"
        text={
          dialog?.kind === 'delete-outcome'
            ? `“${dialog.outcome.title}” and its indicators will be deleted, and the people it is shared with lose access.`
            : ''
        }
        busy={removeOutcome.isPending}
        error={removeOutcome.error}
        onCancel={close}
        onConfirm={() =>
          dialog?.kind === 'delete-outcome' && removeOutcome.mutate(dialog.outcome.id, { onSuccess: close })
        }
      />
      <ActivityFormModal
        opened={dialog?.kind === 'add-activity' || dialog?.kind === 'edit-activity'}
        onClose={close}
        outcomeId={
          dialog?.kind === 'add-activity'
            ? dialog.outcomeId
            : dialog?.kind === 'edit-activity'
              ? dialog.activity.outcome_id
              : ''
        }
        activity={dialog?.kind === 'edit-activity' ? dialog.activity : undefined}
      />
      <ConfirmDeleteModal
        opened={dialog?.kind === 'delete-activity'}
        title="Delete activity?"
        text={
          dialog?.kind === 'delete-activity'
            ? `“${dialog.activity.name}” will be deleted; the projects it links stay as they are.`
            : ''
        }
        busy={removeActivity.isPending}
        error={removeActivity.error}
        onCancel={close}
        onConfirm={() =>
          dialog?.kind === 'delete-activity' &&
          removeActivity.mutate(dialog.activity.id, { onSuccess: close })
        }
      />
      <ConfirmDeleteModal
        opened={dialog?.kind === 'delete-indicator'}
        title="Delete indicator?"
        text={
          dialog?.kind === 'delete-indicator'
            ? `“${dialog.indicator.description}” will be deleted with its values.`
            : ''
        }
        busy={removeIndicator.isPending}
        error={removeIndicator.error}
        onCancel={close}
        onConfirm={() =>
          dialog?.kind === 'delete-indicator' &&
          removeIndicator.mutate(dialog.indicator.id, { onSuccess: close })
        }
      />
    </>
  );

  return {
    actions,
    /** Adds an item at the first level. */
    addOutcome: () => setDialog({ kind: 'add-outcome', parentId: null, levelName: levels[0] ?? null }),
    /** Adds an item under `parent`, at the next level. */
    addChild: (parent: Outcome) =>
      setDialog({ kind: 'add-outcome', parentId: parent.id, levelName: levels[parent.level + 1] ?? null }),
    addActivity: (outcome: Outcome) => setDialog({ kind: 'add-activity', outcomeId: outcome.id }),
    editActivity: (activity: Activity) => setDialog({ kind: 'edit-activity', activity }),
    deleteActivity: (activity: Activity) => {
      removeActivity.reset();
      setDialog({ kind: 'delete-activity', activity });
    },
    dialogs,
  };
}
