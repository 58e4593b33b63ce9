/** User-facing text, exactly as the spec writes it (part 1 §5, §8; part 2 §5, §8). */
export const MSG = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  invalidCredentials: 'Invalid Credentials',
  fieldRequired: 'This field is required',
  isRequired: 'This is required',
  notFound: '404: Page Not Found',
  published: 'Published!',
  unpublished: 'Unpublished!',
  failed: 'Failed!',
  notesUpdated: 'Notes updated.',
  notesUpdateFailed: 'Notes update failed.',
  itemDeleted: 'Item Deleted Successfully',
  itemDeleteFailed: 'Item Delete Unsuccessful',
} as const;

/** Toast auto-hide, part 1 §9. */
export const TOAST_HIDE_MS = 3000;
