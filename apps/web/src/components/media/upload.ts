import type { TStoredFile } from '@mise/contracts/common/media';
import { ApiError, apiUrl, notifySession } from '../../lib/api-client';

/** Upload progress, 0–100. */
export type TProgressHandler = (percent: number) => void;

type TErrorBody = { error?: { message?: string } };

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs a JSON body or a FormData to '/api/<path>' and reports upload progress. XMLHttpRequest, not fetch,
 * because fetch cannot report how much of the body has been sent. Errors are ApiError and a 401 runs the
 * app's 401 handler, exactly like apiRequest.
 * @example
 * const stored = await uploadWithProgress<TStoredFile>('pictures/upload', { base64img, filename, folder }, {
 *   onProgress: setProgress,
 * });
 */
export function uploadWithProgress<T>(
  path: string,
  body: unknown,
  { onProgress, signal }: { onProgress?: TProgressHandler; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    // Same origin: the session cookie goes with the request without withCredentials.
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as T);
        return;
      }
      const message = (data as TErrorBody | undefined)?.error?.message || xhr.statusText || `HTTP ${xhr.status}`;
      const error = new ApiError(xhr.status, message, data);
      notifySession(error);
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (body instanceof FormData) {
      xhr.send(body);
    } else {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(body));
    }
  });
}

/**
 * Reads a file or blob as base64 (without the `data:` prefix).
 * @example
 * const base64img = await blobToBase64(file);
 */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      resolve(text.slice(text.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Stores a picture or lottie file through `POST pictures/upload` (the first half of adding a picture).
 * @example
 * const stored = await uploadPictureFile(file, { filename: file.name, folder: 'destinations', onProgress: setProgress });
 * await api.post(`destinations/${id}/pictures`, stored);
 */
export async function uploadPictureFile(
  file: Blob,
  { filename, folder, onProgress }: { filename: string; folder: string; onProgress?: TProgressHandler },
): Promise<TStoredFile> {
  const base64img = await blobToBase64(file);
  return uploadWithProgress<TStoredFile>('pictures/upload', { base64img, filename, folder }, { onProgress });
}

/**
 * Stores any asset (the sell video) through the multipart `POST assets/upload`; the first entry of the answer is the file.
 * @example
 * const video = await uploadAsset(file, setProgress);
 */
export async function uploadAsset(file: File, onProgress?: TProgressHandler): Promise<TStoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const [stored] = await uploadWithProgress<TStoredFile[]>('assets/upload', form, { onProgress });
  if (!stored) throw new ApiError(0, 'The server stored no file');
  return stored;
}
