import { expect } from 'chai';
import './breach-hooks';
import { answerInContract, isApiPath } from './contract-check';
import type * as SdkModule from '../../src/index';

type Sdk = typeof SdkModule;

declare global {
  interface Window {
    /** Set by web-test-runner.config.ts: the reference server's API base. */
    LAPASAR_TEST_API: string;
    axe?: { run(context: Element, options?: object): Promise<{ violations: AxeViolation[] }> };
  }
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

// The built SDK, as a host page loads it; its types come from the sources.
const SDK_BASE = '/dist/sdk';

/**
 * Starts a test page as a fresh visitor: clears storage, loads the built SDK's define.js and
 * configures it for the reference server.
 */
export async function loadSdk(storage: Record<string, unknown> = {}): Promise<Sdk> {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, JSON.stringify(value));
  const sdk = (await import(`${SDK_BASE}/define.js`)) as Sdk;
  sdk.configure({ apiBase: window.LAPASAR_TEST_API, corporateBase: window.LAPASAR_TEST_API.replace(/\/api$/, '/corporate') });
  return sdk;
}

/** Adds an element to the page and waits until its shadow root has rendered. */
export async function mount<K extends keyof HTMLElementTagNameMap>(html: string, tag: K): Promise<HTMLElementTagNameMap[K]> {
  document.body.insertAdjacentHTML('beforeend', html);
  const element = document.body.querySelector(tag);
  if (!element) throw new Error(`${tag} was not added`);
  await customElements.whenDefined(tag);
  await waitFor(() => element.shadowRoot !== null);
  return element;
}

/** The first match inside an element's shadow root. */
export function inShadow<T extends Element = HTMLElement>(host: Element, selector: string): T | null {
  return host.shadowRoot?.querySelector<T>(selector) ?? null;
}

// How often waitFor checks its condition: a poll interval, not a wait for something to happen.
const POLL_MS = 25;

/** Polls until `check` is truthy (or stops throwing), for at most `timeout` ms. */
export async function waitFor<T>(check: () => T, timeout = 5000): Promise<NonNullable<T>> {
  const started = performance.now();
  for (;;) {
    try {
      const result = check();
      if (result) return result as NonNullable<T>;
    } catch (error) {
      if (performance.now() - started > timeout) throw error;
    }
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${String(check)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Types into an input the way React notices (the native value setter, then an input event). */
export function typeInto(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  const prototype = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The next event of `name` on `target`. */
export function nextEvent<K extends keyof GlobalEventHandlersEventMap>(
  target: EventTarget,
  name: K,
): Promise<GlobalEventHandlersEventMap[K]> {
  return new Promise((resolve) =>
    target.addEventListener(name, (event) => resolve(event as GlobalEventHandlersEventMap[K]), { once: true }),
  );
}

/** Keeps host-page navigation from leaving the test page: cancels every lapasar-navigate. */
export function interceptNavigation(): string[] {
  const hrefs: string[] = [];
  document.addEventListener('lapasar-navigate', (event) => {
    event.preventDefault();
    hrefs.push(event.detail.href);
  });
  return hrefs;
}

/** Fails on any serious or critical axe-core violation inside `element`. */
export async function expectAccessible(element: Element): Promise<void> {
  if (!window.axe) {
    await new Promise((resolve, reject) => {
      const script = Object.assign(document.createElement('script'), { src: '/node_modules/axe-core/axe.min.js' });
      script.addEventListener('load', resolve);
      script.addEventListener('error', reject);
      document.head.append(script);
    });
  }
  // Judge the page React has committed and the browser has painted, not a frame in between.
  await nextFrames();
  const { violations } = await window.axe!.run(element, { resultTypes: ['violations'] });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map((v) => `${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => [n.target, n.html, n.failureSummary]))}`);
  if (described.length > 0) console.error(`axe-core violations:\n${described.join('\n')}`);
  expect(described).to.deep.equal([]);
}

/** Signs in through the API (not the dialog) and returns the user, for sdk.signIn(). */
export async function apiLogin(email: string) {
  const response = await fetch(`${window.LAPASAR_TEST_API}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  return (await response.json()).user;
}

/** The reference server's answer to a GET, bypassing the page's fetch watcher. */
export async function api<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await realFetch(`${window.LAPASAR_TEST_API}${path}`, { headers });
  return (await response.json()) as T;
}

const realFetch = window.fetch.bind(window);

interface Rule {
  pattern: RegExp;
  /** Held requests wait for this promise. */
  hold?: Promise<void>;
  /** A canned answer instead of the server's. */
  respond?: () => Response;
}

/**
 * Watches the page's API calls: records every URL, and can hold calls to a path until released or
 * answer them itself (to test loading states and failures the server would not produce on cue).
 */
export function watchRequests() {
  const urls: URL[] = [];
  const rules: Rule[] = [];
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    urls.push(url);
    const rule = rules.find((candidate) => candidate.pattern.test(url.pathname + url.search));
    if (rule?.hold) await rule.hold;
    const respond = rule?.respond;
    if (!respond) return realFetch(input, init);
    // A canned API answer stands in for the server's, so it is held to the contract as the server's would be.
    if (!isApiPath(url.pathname)) return respond();
    const call = { method: (init?.method ?? 'GET').toUpperCase(), url, headers: new Headers(init?.headers), raw: init?.body };
    return answerInContract(call, async () => respond());
  };
  return {
    urls,
    /** Calls whose path matches, in order. */
    calls: (pattern: RegExp) => urls.filter((url) => pattern.test(url.pathname)),
    /** Holds matching calls until the returned function is called. */
    hold(pattern: RegExp): () => void {
      let release = () => {};
      const rule: Rule = { pattern, hold: new Promise<void>((resolve) => (release = resolve)) };
      rules.unshift(rule);
      return () => {
        rules.splice(rules.indexOf(rule), 1);
        release();
      };
    },
    /** Answers matching calls with `respond()` until the returned function is called. */
    answer(pattern: RegExp, respond: () => Response): () => void {
      const rule: Rule = { pattern, respond };
      rules.unshift(rule);
      return () => void rules.splice(rules.indexOf(rule), 1);
    },
  };
}

/** Resolves after the browser has rendered twice: effects of a React update have run by then. */
export function nextFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
