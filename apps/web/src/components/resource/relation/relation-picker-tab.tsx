import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../feedback/toast';
import { useUndoToast } from '../feedback/use-undo-toast';
import { client, resourceNamed } from '../../../lib/client';
import { applyOwnerVersion, listWriteFailure, ownerVersion } from './owner-version';
import { resourceKeys } from '../area/query-keys';
import type { TCandidateSource, TPickerItem } from './candidate-source';
import { RelationPickerDialog } from './relation-picker-dialog';
import { RelationTab, type TRelationTabProps } from './relation-tab';
import { relatedItems, relationListOptions, useRelationList } from './use-relation-list';
import { useRelationPicker } from './use-relation-picker';

export type TRelationPickerTabProps = {
  /** The owner's model path ('destinations') and id. */
  modelPath: string;
  id: number;
  /** The owner's relation ('foodDrinks') and the candidates' model path (default: the relation). */
  relation: string;
  candidatesPath?: string;
  /** Where the candidates come from when not `candidatesPath`'s generic list (see useRelationPicker). */
  candidates?: TCandidateSource;
  /** Candidates per picker page (default 20; §7's place pickers 30). */
  pickerPageSize?: number;
  label: string;
  /** Default: 'Add {label}' and 'add {label}', the label in lower case ('Add cuisines'). */
  addLabel?: string;
  pickerTitle?: string;
  /**
   * Stores the full new list (existing ids then the chosen ones) based on the owner's `updated` this editor saw (undefined:
   * unchecked), answering the owner's new `updated`; default PUT appmodels/relations for the two models.
   */
  saveIds?: (ids: number[], updated: string | undefined) => Promise<unknown>;
  addMessages: { success: string; failure: string };
  /** Drag handles and remove buttons; both on by default (a city's places, dishes, cuisines). */
  reorderable?: boolean;
  removable?: boolean;
  reorderMessages?: TRelationTabProps['reorderMessages'];
  remove?: TRelationTabProps['remove'];
  removeMessages?: TRelationTabProps['removeMessages'];
  itemHref?: TRelationTabProps['itemHref'];
  editHref?: TRelationTabProps['editHref'];
  renderActions?: TRelationTabProps['renderActions'];
};

/**
 * A relation tab with an add picker (a city's places, dishes, cuisines; an explore list's items; a user's lists…): the
 * related items with remove and drag reorder, and 'Add' opening a search of the candidates.
 * @example
 * <RelationPickerTab modelPath="destinations" id={cityId} relation="cuisines" candidatesPath="cuisines" label="Cuisines"
 *   addLabel="Add cuisines" pickerTitle="add cuisines" saveIds={(ids, updated) => saveCuisines(ids, updated)} addMessages={{ success: 'Added', failure: 'Failed' }} />
 * // the same with the defaults: 'Add cuisines', 'add cuisines', PUT appmodels/relations
 * <RelationPickerTab modelPath="destinations" id={cityId} relation="cuisines" label="Cuisines" addMessages={{ success: 'Added', failure: 'Failed' }} />
 */
export function RelationPickerTab(props: TRelationPickerTabProps) {
  const {
    modelPath,
    id,
    relation,
    candidatesPath = relation,
    candidates,
    pickerPageSize,
    label,
    addMessages,
    reorderable = true,
    removable = true,
    ...rest
  } = props;
  const { addLabel = `Add ${label.toLowerCase()}`, pickerTitle = `add ${label.toLowerCase()}` } = props;
  const saveIds =
    props.saveIds ??
    ((newIds: number[], updated: string | undefined) =>
      client.app.relations({ body: { firstModel: modelPath, secondModel: candidatesPath, id, newIds, updated } }));
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoToast = useUndoToast();
  const picker = useRelationPicker({
    resource: resourceNamed(candidatesPath),
    source: candidates,
    pageSize: pickerPageSize,
  });
  const { data: related = [] } = useRelationList({ modelPath, id, relation });
  const relatedIds = new Set(related.map((item) => item.id));

  const add = useMutation({
    mutationFn: async (chosen: TPickerItem[]) => {
      // The save replaces the whole list, so it starts from the stored list, not the one on screen: a
      // item a colleague added since this tab loaded is kept.
      const stored = await queryClient.fetchQuery({
        ...relationListOptions({ modelPath, id, relation }),
        staleTime: 0,
      });
      const current = relatedItems(stored);
      // The owner as this editor saw it: 409 if a colleague changed it (or its lists) since.
      const ids = [...new Set([...current.map((item) => item.id), ...chosen.map((item) => item.id)])];
      return saveIds(ids, ownerVersion(queryClient, modelPath, id));
    },
    onSuccess: (answer) => {
      applyOwnerVersion(queryClient, { modelPath, id }, answer);
      undoToast(addMessages.success, answer);
      picker.close();
    },
    onError: (error) => toast.error(listWriteFailure(error, addMessages.failure)),
    // The candidates changed too (a place's destinationId), so their lists refresh with the owner.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys(modelPath).all }),
        queryClient.invalidateQueries({ queryKey: resourceKeys(candidatesPath).all }),
      ]),
  });

  return (
    <>
      <RelationTab
        modelPath={modelPath}
        id={id}
        relation={relation}
        label={label}
        reorderable={reorderable}
        removable={removable}
        reorderMessages={rest.reorderMessages}
        addLabel={addLabel}
        onAdd={picker.open}
        remove={rest.remove}
        removeMessages={rest.removeMessages}
        itemHref={rest.itemHref}
        editHref={rest.editHref}
        renderActions={rest.renderActions}
      />
      <RelationPickerDialog
        picker={picker}
        title={pickerTitle}
        saving={add.isPending}
        saveError={add.isError ? listWriteFailure(add.error, addMessages.failure) : undefined}
        onClose={add.reset}
        onSave={(chosen) => (chosen.length === 0 ? picker.close() : add.mutate(chosen))}
        disabledReason={(item) => (relatedIds.has(item.id) ? 'Already added' : undefined)}
      />
    </>
  );
}
