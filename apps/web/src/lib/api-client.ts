import type { ZodType } from 'zod';
import { getToken, sessionStore } from './session';

/** A failed API call: the HTTP status and the server's `{ message, code?, errors? }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string> | undefined;
  /** True when `message` came from the server (SPEC §8: show it, else the call's default). */
  readonly fromServer: boolean;

  constructor(
    status: number,
    message: string,
    options: { code?: string; errors?: Record<string, string>; fromServer?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.errors = options.errors;
    this.fromServer = options.fromServer ?? false;
  }
}

/** The text to show for a failed call: the server's message when there is one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};

/** The app registers how to go to /login (a router navigation) when a signed-in call gets 401. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Validates (and strips) the response; without it the response is returned as `unknown`. */
  schema?: ZodType<T>;
  /** Send the session's bearer token (default). Sign-in calls set false. */
  auth?: boolean;
  signal?: AbortSignal;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls the API on the same origin: JSON in and out, bearer token, typed errors. */
export async function apiRequest<T = unknown>(
  path: string,
  { method = 'GET', body, schema, auth = true, signal }: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(path, { method, headers, body: payload, signal });
  const data = await readBody(response);

  if (!response.ok) {
    if (response.status === 401 && auth) {
      // The token is missing, expired or revoked: the session is over.
      sessionStore.clear();
      onUnauthorized();
    }
    // The error contract is loaded with the first failure, keeping zod out of the first bundle.
    const { errorBody } = await import('@arogya/contracts/common');
    const parsed = errorBody.safeParse(data);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.message, { ...parsed.data, fromServer: true })
      : new ApiError(response.status, `Request failed with status ${response.status}`);
  }

  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
