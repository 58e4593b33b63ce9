import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../app/shell/toast';
import { api } from '../../../lib/api-client';
import { cityKeys } from '../../../components/resource/query-keys';
import { CITIES_PATH, CITY_RELATION_MSG } from './city-relation-messages';

type TIconic = { id: number; iconicFoodDrinkIds: number[] };

/** The city's iconic dishes and a toggle that stores the whole list (part 1 §4: 'Make this dish Iconic'). */
export function useCityIconic(cityId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = [...cityKeys.detail(cityId), 'iconic'];
  const read = ({ signal }: { signal?: AbortSignal }) =>
    api.get<TIconic>(`${CITIES_PATH}/${cityId}`, { filter: { fields: { id: true, iconicFoodDrinkIds: true } } }, signal);
  const query = useQuery({ queryKey: key, queryFn: read });
  const ids = query.data?.iconicFoodDrinkIds ?? [];

  const toggle = useMutation({
    mutationFn: async ({ dishId, iconic }: { dishId: number; iconic: boolean }) => {
      // The PATCH stores the whole list, so it starts from the stored one (a colleague's toggle is kept).
      const stored = (await queryClient.fetchQuery({ queryKey: key, queryFn: read, staleTime: 0 })).iconicFoodDrinkIds;
      const next = iconic ? [...new Set([...stored, dishId])] : stored.filter((id) => id !== dishId);
      return api.patch(`${CITIES_PATH}/${cityId}`, { iconicFoodDrinkIds: next });
    },
    onSuccess: (_data, { iconic }) => toast.success(iconic ? CITY_RELATION_MSG.iconicAdded : CITY_RELATION_MSG.iconicRemoved),
    onError: () => toast.error(CITY_RELATION_MSG.iconicFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cityKeys.all }),
  });

  return {
    isIconic: (dishId: number) => ids.includes(dishId),
    // Until the list is known the boxes cannot show whether a dish is iconic, so they wait.
    isReady: query.isSuccess,
    isSaving: toggle.isPending,
    toggle: (dishId: number, iconic: boolean) => toggle.mutate({ dishId, iconic }),
  };
}
