import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { capitalise, itemPath, useArea } from './area-context';
import type { TAnyItem, TAreaSave } from './area-types';
import { FormDialog } from '../form/form-dialog';
import { useResourceSave } from '../form/use-resource-save';
import { useSubmitGuard } from '../form/use-submit-guard';

/**
 * The area's form, opened for adding (no item) or editing, with the save the kit builds: POST or PATCH with the area's
 * toasts; a new item opens on its first tab.
 * @example
 * {adding && <AreaForm onClose={() => setAdding(false)} />}
 */
export function AreaForm({ item, onClose }: { item?: TAnyItem; onClose: () => void }) {
  const area = useArea();
  const save = useResourceSave<object>({
    path: area.resource.path,
    item: item as { id: number; updated?: string } | undefined,
    messages: area.messages,
    createdPath: (id) => itemPath(area, id),
    onDone: onClose,
    ...area.save,
  });
  const Form = area.form;
  return <Form item={item} onClose={onClose} save={save} />;
}

export type TAreaFormDialogProps = {
  /** The <form>'s id, which SAVE submits. */
  formId: string;
  /** The item being edited; none when adding. */
  editing: boolean;
  save: TAreaSave;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** react-hook-form's `formState.isDirty`: closing or leaving with unsaved changes asks first (FormDialog). */
  dirty: boolean;
  /** Default: 'Add {One}' / 'Edit {One}' in title case ('Add Destination Pack'). */
  title?: string;
  /** The whole heading, where the spec words it otherwise ('Create New Place', 'Update Lisboa'). */
  heading?: string;
  children: ReactNode;
};

/**
 * The full-screen Add/Edit dialog of an area's form: the title, SAVE submitting the form, the fields, and the save's error.
 * @example
 * <AreaFormDialog formId="quote-form" editing={Boolean(item)} save={save} onClose={onClose} onSubmit={handleSubmit((body) => save.mutate(body))} dirty={formState.isDirty}>
 *   <FormTextField control={control} name="title" id="quote-form-title" label="Title" required />
 * </AreaFormDialog>
 */
export function AreaFormDialog({
  formId,
  editing,
  save,
  onClose,
  onSubmit,
  dirty,
  title,
  heading,
  children,
}: TAreaFormDialogProps) {
  const { labels } = useArea();
  const name = title ?? labels.one.split(' ').map(capitalise).join(' ');
  // SAVE is held from the first click, before validation, until the save ends: one click or two, one record.
  const guard = useSubmitGuard();
  return (
    <FormDialog
      open
      title={heading ?? `${editing ? 'Edit' : 'Add'} ${name}`}
      onClose={onClose}
      formId={formId}
      saving={save.isPending || guard.busy}
      dirty={dirty}
    >
      <Box component="form" id={formId} noValidate onSubmit={guard.wrap(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
        {children}
        {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </Box>
    </FormDialog>
  );
}
