import { listWriteFailure } from '../../components/resource/relation/owner-version';
import { errorMessage } from '../../lib/api-client';
import type { TSettingSaveMessages } from './use-setting-save';

/** "{subject} updated successfully." / "{subject} update failed.", the spec's place types wording. */
const updated = (subject: string, failure = listWriteFailure): TSettingSaveMessages => ({
  success: `${subject} updated successfully.`,
  failure: (error) => failure(error, `${subject} update failed.`),
});

/**
 * Toasts of the settings tabs. Place types are the spec's (part 2 §8); the others follow their wording (not shown). A
 * colleague's change in between (409) is told with the server's message; continents always show the server's message,
 * since a removal refused because cities use the continent says which and how many.
 */
export const SETTING_MESSAGES = {
  placeTypes: updated('Place types'),
  continents: updated('Continents', errorMessage),
  cityPage: updated('City page'),
  authScreen: updated('Auth screen'),
};
