/** Toasts of the media kit, spelled exactly as part 1 §8 writes them (the typos are the spec's). */
export const MEDIA_MSG = {
  uploaded: 'Picture uploaded',
  deleted: 'Image deleted successfully',
  deleteFailed: 'Image delete failed',
  orderSaved: 'Order updated succesfully',
  orderFailed: 'Order update Unsuccesfull',
  deleteQuestion: 'Are you sure you want to delete this picture?',
} as const;
