import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/resource/feedback/toast';
import { resourceKeys } from '../../components/resource/area/query-keys';
import { useItemPatch } from '../../components/resource/detail/use-item-patch';
import { client } from '../../lib/client';
import {
  EMAIL_UNVERIFIED,
  EMAIL_VERIFIED,
  EMAIL_VERIFY_FAILED,
  USER_UPDATE_FAILED,
  USER_UPDATED,
} from './user-messages';
import { type TUser, USERS_PATH } from './user-record';

/**
 * The user's on/off toggles (part 2 §4): recommender and in-search are PATCHed on the user; email verified goes through
 * `PATCH users/admin-verify-email {email, verify}` (§7), each with its §8 toasts.
 */
export function UserToggles({ user }: { user: TUser }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const patch = useItemPatch({ path: USERS_PATH, id: user.id });
  const verify = useMutation({
    mutationFn: (on: boolean) => client.user.adminVerifyEmail({ body: { email: user.email, verify: on } }),
    onSuccess: (_answer, on) => toast.success(on ? EMAIL_VERIFIED : EMAIL_UNVERIFIED),
    onError: () => toast.error(EMAIL_VERIFY_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys(USERS_PATH).all }),
  });
  const flip = (body: { isRecommender: boolean } | { inSearch: boolean }) =>
    patch.mutate(body, {
      onSuccess: () => toast.success(USER_UPDATED),
      onError: () => toast.error(USER_UPDATE_FAILED),
    });
  const busy = patch.isPending || verify.isPending;
  return (
    <FormGroup row role="group" aria-label="User flags">
      <FormControlLabel
        control={
          <Switch
            checked={user.isRecommender}
            disabled={busy}
            onChange={(e) => flip({ isRecommender: e.target.checked })}
          />
        }
        label="Recommender"
      />
      <FormControlLabel
        control={
          <Switch checked={user.inSearch} disabled={busy} onChange={(e) => flip({ inSearch: e.target.checked })} />
        }
        label="In search"
      />
      <FormControlLabel
        control={
          <Switch checked={user.emailVerified} disabled={busy} onChange={(e) => verify.mutate(e.target.checked)} />
        }
        label="Email verified"
      />
    </FormGroup>
  );
}
