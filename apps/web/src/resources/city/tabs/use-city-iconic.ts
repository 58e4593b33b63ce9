import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/resource/feedback/toast';
import { useUndoToast } from '../../../components/resource/feedback/use-undo-toast';
import { applyOwnerVersion, listWriteFailure, ownerVersion } from '../../../components/resource/relation/owner-version';
import { cityKeys } from '../../../components/resource/area/query-keys';
import { client } from '../../../lib/client';
import type { TCityDetails } from '../city-record';

/**
 * The loaded city's iconic dishes and a toggle that stores the whole list (part 1 §4: 'Make this dish Iconic').
 * @example
 * const iconic = useCityIconic(city);
 * iconic.toggle(dish.id, true);
 */
export function useCityIconic(city: Pick<TCityDetails, 'id' | 'iconicFoodDrinkIds'>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoToast = useUndoToast();
  const modelPath = cityKeys.all[0];
  const toggle = useMutation({
    mutationFn: async ({ dishId, iconic }: { dishId: number; iconic: boolean }) => {
      // The PATCH stores the whole list: the one this editor sees, based on the city as they saw it, so a colleague's
      // change since is refused (409) rather than overwritten. Both are read from the cache when the click is sent.
      // The city as the area shows it: read by its details call (the area's `item.read`).
      const seen =
        queryClient.getQueryData<TCityDetails>(client.city.details.key({ id: city.id }))?.iconicFoodDrinkIds ??
        city.iconicFoodDrinkIds;
      const next = iconic ? [...new Set([...seen, dishId])] : seen.filter((id) => id !== dishId);
      return client.city.patch({
        id: city.id,
        body: { iconicFoodDrinkIds: next, updated: ownerVersion(queryClient, modelPath, city.id) },
      });
    },
    // Toasts of part 1 §8; a colleague's change toasts the server's message, and the refetch shows it.
    onSuccess: (answer, { iconic }) => {
      applyOwnerVersion(queryClient, { modelPath, id: city.id }, answer);
      undoToast(iconic ? 'Dish added into the iconic dishes list' : 'Dish removed from the iconic dishes list', answer);
    },
    onError: (error) => toast.error(listWriteFailure(error, 'Failed to toggle dish status')),
    // Until the city is read again the boxes would show the old list, so they stay disabled.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cityKeys.all }),
  });
  return {
    isIconic: (dishId: number) => city.iconicFoodDrinkIds.includes(dishId),
    isSaving: toggle.isPending,
    toggle: (dishId: number, iconic: boolean) => toggle.mutate({ dishId, iconic }),
  };
}
