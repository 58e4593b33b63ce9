import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useToast } from '../../../app/shell/toast';
import { cityKeys, resourceKeys } from '../../../components/resource/query-keys';
import { RelationPickerDialog } from '../../../components/resource/relation-picker-dialog';
import { RelationTab, type TRelationTabProps } from '../../../components/resource/relation-tab';
import { fetchRelationList, relationListKey, type TRelatedItem, useRelationList } from '../../../components/resource/use-relation-list';
import { useRelationPicker } from '../../../components/resource/use-relation-picker';
import { CITIES_PATH } from './city-relation-messages';

export type TCityPickerTabProps = {
  cityId: number;
  /** The city's relation ('foodDrinks') and the candidates' model path ('foodDrinks'). */
  relation: string;
  candidatesPath: string;
  label: string;
  addLabel: string;
  pickerTitle: string;
  /** Stores the full new list (existing ids then the chosen ones). */
  saveIds: (ids: number[]) => Promise<unknown>;
  addMessages: { success: string; failure: string };
  remove?: TRelationTabProps<TRelatedItem>['remove'];
  removeMessages?: TRelationTabProps<TRelatedItem>['removeMessages'];
  renderActions?: (item: TRelatedItem) => ReactNode;
};

/** A city relation tab with an add picker (places, dishes, cuisines): list, remove, reorder, add. */
export function CityPickerTab({ cityId, relation, candidatesPath, label, addLabel, pickerTitle, saveIds, addMessages, ...rest }: TCityPickerTabProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const picker = useRelationPicker({ modelPath: candidatesPath });
  const { data: related = [] } = useRelationList({ modelPath: CITIES_PATH, id: cityId, relation });
  const relatedIds = new Set(related.map((item) => item.id));

  const add = useMutation({
    mutationFn: async (chosen: TRelatedItem[]) => {
      // The save replaces the whole list, so it starts from the stored list, not the one on screen: a
      // place or dish a colleague added since this tab loaded is kept.
      const current = await queryClient.fetchQuery({
        queryKey: relationListKey(CITIES_PATH, cityId, relation),
        queryFn: ({ signal }) => fetchRelationList(CITIES_PATH, cityId, relation, signal),
        staleTime: 0,
      });
      return saveIds([...new Set([...current.map((item) => item.id), ...chosen.map((item) => item.id)])]);
    },
    onSuccess: () => {
      toast.success(addMessages.success);
      picker.close();
    },
    onError: () => toast.error(addMessages.failure),
    // The candidates changed too (a place's destinationId), so their lists refresh with the city.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: cityKeys.all }), queryClient.invalidateQueries({ queryKey: resourceKeys(candidatesPath).all })]),
  });

  return (
    <>
      <RelationTab
        modelPath={CITIES_PATH}
        id={cityId}
        relation={relation}
        label={label}
        reorderable
        removable
        addLabel={addLabel}
        onAdd={picker.open}
        remove={rest.remove}
        removeMessages={rest.removeMessages}
        renderActions={rest.renderActions}
      />
      <RelationPickerDialog
        picker={picker}
        title={pickerTitle}
        saving={add.isPending}
        saveError={add.isError ? addMessages.failure : undefined}
        onClose={add.reset}
        onSave={(chosen) => (chosen.length === 0 ? picker.close() : add.mutate(chosen))}
        disabledReason={(item) => (relatedIds.has(item.id) ? 'Already added' : undefined)}
      />
    </>
  );
}
