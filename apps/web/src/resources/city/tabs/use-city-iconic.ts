import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../app/shell/toast';
import { cityKeys } from '../../../components/resource/query-keys';
import { api } from '../../../lib/api-client';
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
  const path = `${cityKeys.all[0]}/${city.id}`;
  const toggle = useMutation({
    mutationFn: async ({ dishId, iconic }: { dishId: number; iconic: boolean }) => {
      // The PATCH stores the whole list, so it starts from the stored one (a colleague's toggle is kept).
      const stored = (await api.get<Pick<TCityDetails, 'iconicFoodDrinkIds'>>(path, { filter: { fields: { id: true, iconicFoodDrinkIds: true } } }))
        .iconicFoodDrinkIds;
      const next = iconic ? [...new Set([...stored, dishId])] : stored.filter((id) => id !== dishId);
      return api.patch(path, { iconicFoodDrinkIds: next });
    },
    // Toasts of part 1 §8.
    onSuccess: (_data, { iconic }) => toast.success(iconic ? 'Dish added into the iconic dishes list' : 'Dish removed from the iconic dishes list'),
    onError: () => toast.error('Failed to toggle dish status'),
    // Until the city is read again the boxes would show the old list, so they stay disabled.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cityKeys.all }),
  });
  return {
    isIconic: (dishId: number) => city.iconicFoodDrinkIds.includes(dishId),
    isSaving: toggle.isPending,
    toggle: (dishId: number, iconic: boolean) => toggle.mutate({ dishId, iconic }),
  };
}
