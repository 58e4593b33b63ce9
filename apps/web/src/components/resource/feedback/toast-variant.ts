/** How a toast looks: a success or an error. */
export type TToastVariant = 'success' | 'error';

/** A button on the toast (Undo), which stays up longer so there is time to press it. */
export type TToastAction = { label: string; onClick: () => void };
