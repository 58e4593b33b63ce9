import type { TStoredFile } from '@mise/contracts/common/media';
import { calls } from '@mise/contracts/calls';
import { type TCall, type TCallAnswer, callPath } from '@mise/contracts/common/call';
import { ApiError, type TQuery, apiUrl, notifySession } from '../../../lib/api-client';

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

/** An upload: the declared call, its path parameters and query, the body (JSON or FormData), and progress. */
export type TUpload = {
  params?: Record<string, unknown>;
  query?: TQuery;
  body: unknown;
  onProgress?: TProgressHandler;
  signal?: AbortSignal;
};

/**
 * POSTs a declared upload call (a JSON body or a FormData) and reports upload progress. XMLHttpRequest, not fetch,
 * because fetch cannot report how much of the body has been sent. Errors are ApiError and a 401 runs the
 * app's 401 handler, exactly like apiRequest.
 * @example
 * const stored = await uploadWithProgress(calls.media.pictureUpload, { body: { base64img, filename, folder }, onProgress });
 */
export function uploadWithProgress<C extends TCall>(call: C, upload: TUpload): Promise<TCallAnswer<C>> {
  const { params, query, body, onProgress, signal } = upload;
  return new Promise<TCallAnswer<C>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, apiUrl(callPath(call, params), query));
    // Same origin: the session cookie goes with the request without withCredentials.
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        // The declared answer of the call: the server's answers are checked against it under test.
        resolve(data as TCallAnswer<C>);
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
 * await client.city.pictures.pictures?.add({ id, body: stored });
 */
export async function uploadPictureFile(
  file: Blob,
  { filename, folder, onProgress }: { filename: string; folder: string; onProgress?: TProgressHandler },
): Promise<TStoredFile> {
  const base64img = await blobToBase64(file);
  return uploadWithProgress(calls.media.pictureUpload, { body: { base64img, filename, folder }, onProgress });
}

/**
 * Stores any asset (the sell video) through the multipart `POST assets/upload`; the first entry of the answer is the file.
 * @example
 * const video = await uploadAsset(file, setProgress);
 */
export async function uploadAsset(file: File, onProgress?: TProgressHandler): Promise<TStoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const [stored] = await uploadWithProgress(calls.media.assetUpload, { body: form, onProgress });
  if (!stored) throw new ApiError(0, 'The server stored no file');
  return stored;
}
