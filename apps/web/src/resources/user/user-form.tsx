import { zodResolver } from '@hookform/resolvers/zod';
import { ZUserCreate } from '@mise/contracts/resources/user';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { FormTextField } from '../../components/resource/form/form-text-field';
import type { TUser } from './user-record';

/** Name and email required ('This is required'), email 'Invalid Format' (part 2 §5), website and bio. */
const ZUserForm = ZUserCreate.pick({ name: true, email: true, website: true, bio: true });

/** Add a guide user or edit one (part 2 §2 "Users", §7: PATCH by id with {name, bio, email, website}). */
export function UserForm({ item: user, onClose, save }: TAreaFormProps<TUser>) {
  const { control, handleSubmit, formState } = useForm<z.input<typeof ZUserForm>, unknown, z.output<typeof ZUserForm>>({
    resolver: zodResolver(ZUserForm),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      website: user?.website ?? '',
      bio: user?.bio ?? '',
    },
  });
  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="user-form"
      editing={Boolean(user)}
      save={save}
      onClose={onClose}
      // An empty website is stored as none rather than refused as an address.
      onSubmit={handleSubmit((body) => save.mutate({ ...body, website: body.website || null, bio: body.bio || null }))}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormTextField control={control} name="name" id="user-form-name" label="Name" required fullWidth />
        <FormTextField
          control={control}
          name="email"
          id="user-form-email"
          label="Email"
          required
          fullWidth
          type="email"
        />
        <FormTextField control={control} name="website" id="user-form-website" label="Website" fullWidth />
        <FormTextField control={control} name="bio" id="user-form-bio" label="Bio" fullWidth multiline minRows={3} />
      </Box>
    </AreaFormDialog>
  );
}
