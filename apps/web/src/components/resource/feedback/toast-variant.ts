/** How a toast looks: a success or an error. */
export type TToastVariant = 'success' | 'error';
