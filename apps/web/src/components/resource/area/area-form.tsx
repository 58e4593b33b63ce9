import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent, FormEventHandler, ReactNode } from 'react';
import { useWorkForm } from '../../desk/use-work-through';
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
  const work = useWorkForm();
  const save = useResourceSave<object>({
    path: area.resource.path,
    item: item as { id: number; updated?: string } | undefined,
    messages: area.messages,
    createdPath: (id) => itemPath(area, id),
    onDone: () => {
      onClose();
      // Saved with 'Save and next' in a work-through: the next record opens.
      if (item) work?.afterSave();
    },
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
  const work = useWorkForm();
  const saving = save.isPending || guard.busy;
  // In a work-through the form says which of its buttons sent it: after 'Save and next' the next record opens.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    work?.markSubmit(submitter?.dataset.next === 'true');
    return onSubmit(event);
  };
  return (
    <FormDialog
      open
      title={heading ?? `${editing ? 'Edit' : 'Add'} ${name}`}
      onClose={onClose}
      formId={formId}
      saving={saving}
      dirty={dirty}
      moreActions={
        work &&
        editing && (
          <Button color="inherit" type="submit" form={formId} data-next="true" disabled={saving}>
            Save and next
          </Button>
        )
      }
    >
      <Box component="form" id={formId} noValidate onSubmit={guard.wrap(submit)} sx={{ display: 'grid', gap: 2 }}>
        {children}
        {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </Box>
    </FormDialog>
  );
}
