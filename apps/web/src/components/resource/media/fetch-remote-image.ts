import { ApiError, apiUrl, notifySession } from '../../../lib/api-client';

/**
 * Loads an image from another site through `GET pictures/fetch?url=` (our server fetches it, so the browser
 * gets same-origin bytes it may draw on a canvas) and answers it as a Blob.
 * @example
 * const blob = await fetchRemoteImage('https://example.com/harbour.jpg', controller.signal);
 */
export async function fetchRemoteImage(address: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(apiUrl('pictures/fetch', { url: address }), { credentials: 'same-origin', signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) {
    let message = response.statusText || `HTTP ${response.status}`;
    let body: unknown;
    try {
      body = await response.json();
      message = (body as { error?: { message?: string } }).error?.message || message;
    } catch {
      // Not JSON: keep the status text.
    }
    const error = new ApiError(response.status, message, body);
    notifySession(error);
    throw error;
  }
  return response.blob();
}
