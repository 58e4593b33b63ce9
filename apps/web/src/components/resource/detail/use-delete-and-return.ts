import type { QueryKey } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../feedback/toast';
import { useUndoToast } from '../feedback/use-undo-toast';
import { type TDeleteInput, useDeleteItem } from './use-delete-item';

/**
 * The detail's delete: DELETE `{path}/{id}`, the spec's toast with Undo, then back to the area's list with its search, filter and page kept.
 * @example
 * const onDelete = useDeleteAndReturn({ path: 'destinations', listUrl: '/dashboard/cities', messages: { deleted: 'Success Delete!', deleteFailed: 'Deletion Failed!' } });
 * <DeleteButton message="Are you sure…?" onConfirm={() => onDelete({ id: city.id })} />
 */
export function useDeleteAndReturn({
  path,
  listUrl,
  messages,
  alsoInvalidate,
}: {
  path: string;
  listUrl: string;
  messages: { deleted: string; deleteFailed: string };
  /** Other cached lists that show the model (the area's `save.alsoInvalidate`). */
  alsoInvalidate?: readonly QueryKey[];
}) {
  const remove = useDeleteItem(path, alsoInvalidate);
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const undoToast = useUndoToast();
  return (input: TDeleteInput) =>
    remove.mutateAsync(input, {
      onSuccess: (answer) => {
        undoToast(messages.deleted, answer);
        navigate({ pathname: listUrl, search });
      },
      onError: () => toast.error(messages.deleteFailed),
    });
}
