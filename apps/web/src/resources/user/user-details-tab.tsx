import type { TKnowsAbout } from '@mise/contracts/resources/user';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useToast } from '../../components/resource/feedback/toast';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { CopyLinkButton } from '../../components/resource/detail/copy-link-button';
import { DetailFieldGrid, itemDates } from '../../components/resource/detail/detail-field-grid';
import { ExternalLinkButton } from '../../components/resource/detail/external-link-button';
import { ItemToolbar } from '../../components/resource/detail/item-toolbar';
import { NotesBox } from '../../components/resource/detail/notes-box';
import { useItemPatch } from '../../components/resource/detail/use-item-patch';
import { useSiteUrl } from '../../lib/app-data';
import { KnowsAboutWizard } from './knows-about-wizard';
import { KnownCities } from './known-cities';
import { USER_UPDATE_FAILED, USER_UPDATED } from './user-messages';
import { UserProfileImage } from './user-profile-image';
import { profilePath, type TUser, USERS_PATH } from './user-record';
import { UserToggles } from './user-toggles';
import { UserTwoFactorReset } from './user-two-factor-reset';

/**
 * A user's details (part 2 §2 "Users"): Edit (the form), the public profile link, the profile image, the fields, the
 * recommender / in-search / email-verified toggles, a staff colleague's two-factor reset, notes and the cities the user knows with the knows-about wizard.
 * Staff do not delete users here (the spec shows no such action).
 */
export function UserDetailsTab({ item: user }: TAreaTabProps<TUser>) {
  const site = useSiteUrl();
  const toast = useToast();
  const patch = useItemPatch({ path: USERS_PATH, id: user.id });
  const profile = profilePath(user);
  const storeKnowsAbouts = (next: TKnowsAbout[]) =>
    patch.mutateAsync({ _knowsAbouts: next }).then(
      (saved) => {
        toast.success(USER_UPDATED);
        return saved;
      },
      (error: unknown) => {
        toast.error(USER_UPDATE_FAILED);
        throw error;
      },
    );
  // A city is known one way: a new entry for a known city replaces the old one.
  const add = (entry: TKnowsAbout) =>
    storeKnowsAbouts([...user._knowsAbouts.filter((k) => k.destinationId !== entry.destinationId), entry]);
  const remove = (index: number) =>
    void storeKnowsAbouts(user._knowsAbouts.filter((_, i) => i !== index)).catch(() => {});

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ItemToolbar item={user} canDelete={false}>
        {profile && <CopyLinkButton path={profile} label="Copy profile link" />}
        <ExternalLinkButton url={profile && site ? `${site}${profile}` : undefined} label="Public profile" />
      </ItemToolbar>
      <UserProfileImage user={user} />
      <DetailFieldGrid
        entries={[
          ['Email', user.email],
          ['Website', user.website],
          ['Bio', user.bio],
          ['Public profile', profile],
          ...itemDates(user),
        ]}
      />
      <UserToggles user={user} />
      <UserTwoFactorReset user={user} />
      <NotesBox
        path={USERS_PATH}
        id={user.id}
        notes={user.notes}
        messages={{ notesSaved: USER_UPDATED, notesFailed: USER_UPDATE_FAILED }}
      />
      <Divider />
      <Box component="section" aria-labelledby="known-cities-title" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="known-cities-title" component="h3" variant="subtitle1">
          Knows about
        </Typography>
        <KnownCities knowsAbouts={user._knowsAbouts} onRemove={remove} busy={patch.isPending} />
      </Box>
      <KnowsAboutWizard onSubmit={add} saving={patch.isPending} />
    </Box>
  );
}
