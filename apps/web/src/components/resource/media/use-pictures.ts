import { arrayMove } from '@dnd-kit/sortable';
import { PICTURE_LIST_SEGMENTS, type TAddPictureBody, type TPictureListSegment } from '@mise/contracts/common/media';
import type { TPicture } from '@mise/contracts/common/picture';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../feedback/toast';
import { useUndoToast } from '../feedback/use-undo-toast';
import { errorMessage, passOperation } from '../../../lib/api-client';
import { resourceClientFor } from '../../../lib/client';
import { MEDIA_MSG } from './media-messages';

export type TUsePicturesArgs = {
  /** API model path, e.g. 'destinations', 'eateries', 'quotes'. */
  model: string;
  id: number;
  segment: TPictureListSegment;
  /** The list as the server last answered it. */
  pictures: TPicture[];
  /** Called with the server's new list after every successful change. */
  onChanged: (list: TPicture[]) => void;
};

/**
 * Keeps a dragged order over the server's list: pictures added since the drag go first (new pictures lead),
 * removed ones drop out, and every picture shows the server's latest fields (a saved caption, say).
 */
function applyOrder(order: string[], pictures: TPicture[]): TPicture[] {
  const byId = new Map(pictures.map((p) => [p.id, p]));
  const ordered = order.flatMap((id) => byId.get(id) ?? []);
  const known = new Set(order);
  return [...pictures.filter((p) => !known.has(p.id)), ...ordered];
}

/**
 * The logic of one picture list (renders nothing): add, caption, delete, per-picture changes and a dragged
 * order that stays local ("dirty") until `saveOrder` PATCHes the list (part 1 §4 Picture order). Toasts are the spec's.
 * @example
 * const kit = usePictures({ model: 'destinations', id: 12, segment: 'pictures', pictures: city._pictures, onChanged: setPictures });
 * kit.move(activeId, overId); // shows 'Save new order'
 * kit.saveOrder.mutate();
 */
export function usePictures({ model, id, segment, pictures, onChanged }: TUsePicturesArgs) {
  const toast = useToast();
  const undoToast = useUndoToast();
  const column = PICTURE_LIST_SEGMENTS[segment];
  const resource = resourceClientFor(model);
  const listCalls = () => {
    const calls = resource.pictures[segment];
    if (!calls) throw new Error(`${model} keeps no ${segment}`);
    return calls;
  };
  const [order, setOrder] = useState<string[] | null>(null);
  const list = useMemo(() => (order ? applyOrder(order, pictures) : pictures), [order, pictures]);

  const move = useCallback(
    (activeId: string, overId: string) => {
      const ids = list.map((p) => p.id);
      const from = ids.indexOf(activeId);
      const to = ids.indexOf(overId);
      if (from < 0 || to < 0 || from === to) return;
      setOrder(arrayMove(ids, from, to));
    },
    [list],
  );

  const patchList = useCallback(
    async (next: TPicture[]) => {
      const row = await resource.patch({ id, body: { [column]: next } });
      const stored = row[column];
      // The model's row answers its picture list column as stored.
      return passOperation(row, Array.isArray(stored) ? (stored as TPicture[]) : next);
    },
    [resource, id, column],
  );

  const saveOrder = useMutation({
    mutationFn: () => patchList(list),
    onSuccess: (next) => {
      setOrder(null);
      onChanged(next);
      undoToast(MEDIA_MSG.orderSaved, next);
    },
    onError: () => toast.error(MEDIA_MSG.orderFailed),
  });

  const add = useMutation({
    mutationFn: (body: TAddPictureBody) => listCalls().add({ id, body }),
    onSuccess: (next) => {
      onChanged(next);
      toast.success(MEDIA_MSG.uploaded);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const setCaption = useMutation({
    mutationFn: ({ pictureId, caption }: { pictureId: string; caption: string }) =>
      listCalls().caption({ id, pictureId, body: { caption } }),
    onSuccess: (next) => onChanged(next),
    // Part 1 §8: a caption save failure shows no message.
    onError: (error) => console.error('Caption save failed', error),
  });

  const remove = useMutation({
    mutationFn: (pictureId: string) => listCalls().remove({ id, pictureId }),
    onSuccess: (next) => {
      onChanged(next);
      undoToast(MEDIA_MSG.deleted, next);
    },
    onError: () => toast.error(MEDIA_MSG.deleteFailed),
  });

  /** Changes fields of one picture (Desktop/Mobile, animation settings) in the server's order, leaving a dragged order alone. */
  const updatePicture = useMutation({
    mutationFn: ({ pictureId, changes }: { pictureId: string; changes: Partial<TPicture> }) =>
      patchList(pictures.map((p) => (p.id === pictureId ? { ...p, ...changes } : p))),
    onSuccess: (next) => onChanged(next),
    // Part 1 §8: animation configuration (and similar per-picture) failures are only logged.
    onError: (error) => console.error('Picture update failed', error),
  });

  return {
    list,
    isDirty: order !== null,
    move,
    saveOrder,
    add,
    setCaption,
    remove,
    updatePicture,
  };
}

export type TPicturesKit = ReturnType<typeof usePictures>;
