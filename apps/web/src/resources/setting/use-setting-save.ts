import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { calls } from '@mise/contracts/calls';
import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TSettingKey } from '@mise/contracts/resources/setting';
import { useToast } from '../../components/resource/feedback/toast';
import { settingsQueryOptions, useSettings } from '../../lib/app-data';
import { client } from '../../lib/client';

/** A {name, value} entry of the place type and continent lists. */
export type TNamedValue = { name: string; value: string };

/** A settings row as GET settings answers it (with the `updated` a save is based on), its value as `key` stores it. */
export type TSettingRow<V> = Omit<TCallAnswer<typeof calls.setting.item>, 'key' | 'value'> & {
  key: TSettingKey;
  value: V;
};

export type TSettingSaveMessages = {
  success: string;
  /** The failure toast's text from the error (a fixed text, or the server's message where staff must read it). */
  failure: (error: unknown) => string;
};

/**
 * One setting row and its save (part 2 §7: PATCH settings/{id} {value}). The save sends the `updated` this page read, so
 * a colleague's change in between is refused (409) rather than overwritten; either way the settings are loaded again
 * afterwards, so the place form's types and the city form's continents show what is stored.
 * @example
 * const { settings, row, save } = useSettingSave<TNamed[]>('continentName', { success: 'Saved.', failure: () => 'Failed.' });
 * save.mutate([{ name: 'Europe', value: 'europe' }]);
 */
export function useSettingSave<V>(key: TSettingKey, messages: TSettingSaveMessages) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const settings = useSettings();
  // A row's value is declared unknown (each key checks its own); this key's is a V.
  const row = settings.data?.find((s) => s.key === key) as TSettingRow<V> | undefined;
  const save = useMutation({
    mutationFn: (value: unknown) => {
      if (!row) throw new Error(`The ${key} setting is not loaded`);
      return client.setting.patch({ id: row.id, body: { value, updated: row.updated } });
    },
    onSuccess: (saved) => {
      // The saved row at once, so the next change is based on its new `updated`, before the reload answers.
      queryClient.setQueryData(settingsQueryOptions.queryKey, (rows) =>
        rows?.map((s) => (s.id === saved.id ? saved : s)),
      );
      toast.success(messages.success);
    },
    onError: (error) => toast.error(messages.failure(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryOptions.queryKey }),
  });
  return { settings, row, save };
}
