import type { TestContext } from './context';

type App = TestContext['app'];

/** A form-encoded POST to a compare call of the corporate API; answers the status, the response and its parsed JSON body (null for a file). */
export async function postForm<T = Record<string, unknown>>(
  app: App,
  call: string,
  form: Record<string, string | number>,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; response: Response; bytes: Uint8Array }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const body = new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])).toString();
  const response = await app.request(`/corporate/marketplace/compare/${call}`, { method: 'POST', headers, body });
  const bytes = new Uint8Array(await response.clone().arrayBuffer());
  const json = (response.headers.get('Content-Type') ?? '').includes('json') ? ((await response.json()) as T) : (null as T);
  return { status: response.status, body: json, response, bytes };
}
