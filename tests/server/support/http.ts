import type { TestContext } from './context';

export const DEMO_PASSWORD = 'Demo#2026';

type App = TestContext['app'];

export interface JsonRequest {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** Calls the app in-process with a JSON body and returns the status and the parsed body. */
export async function call<T = Record<string, unknown>>(
  app: App,
  path: string,
  request: JsonRequest = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  const response = await app.request(path, {
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** Signs in and returns the bearer token; each caller uses its own address to stay clear of rate limits. */
export async function signIn(app: App, email: string, address = '192.0.2.1'): Promise<string> {
  const { status, body } = await call<{ user: { auth_token: string } }>(app, '/api/users/login', {
    body: { email, password: DEMO_PASSWORD },
    headers: { 'X-Forwarded-For': address },
  });
  if (status !== 200) throw new Error(`Sign-in of ${email} failed with ${status}`);
  return body.user.auth_token;
}
