import type * as Sdk from '../src/index';
import type { User } from '../src/contract/types';
import { installMockApi, type MockApi, type Scenario } from './mock-api/index';
import { DEMO_PASSWORD, personaSeed } from './mock-api/personas';
import { SELANGOR } from './mock-api/world';

/*
 * What every story starts from: the built SDK (dist/sdk, copied beside the preview as sdk/), set
 * for the story's API, with the story's buyer signed in (or none) and its delivery location. The
 * stories run on the mock API unless STORYBOOK_API_BASE names a real server, e.g.
 * http://localhost:8080/api; the demo accounts sign in there with the same password.
 */

/** What a story's `parameters.workshop` may set; the rest is the default scenario. */
export interface WorkshopParameters extends Partial<Scenario> {
  /**
   * A selector, inside the element's shadow root, of what the story shows once it has rendered
   * (e.g. `[part="order-summary"]`); the workshop's test waits for it. Empty: the element renders
   * nothing of its own (lapasar-config, a badge at 0).
   */
  ready?: string;
}

type LoadedSdk = typeof Sdk;

const realApi: string | undefined = import.meta.env.STORYBOOK_API_BASE || undefined;

let sdk: Promise<LoadedSdk> | undefined;
let mockApi: MockApi | undefined;

/** Loads the built SDK once, as a host page does, and (without a real server) the mock API first. */
function loadSdk(): Promise<LoadedSdk> {
  sdk ??= (async () => {
    mockApi = installMockApi(realApi === undefined);
    const loaded = (await import(/* @vite-ignore */ new URL('sdk/define.js', document.baseURI).href)) as LoadedSdk;
    const apiBase = realApi ?? '/api';
    loaded.configure({ apiBase, corporateBase: apiBase.replace(/\/api\/?$/, '/corporate') });
    return loaded;
  })();
  return sdk;
}

async function signInAs(loaded: LoadedSdk, email: string): Promise<void> {
  const { apiBase } = loaded.$config.get();
  const response = await fetch(`${apiBase}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in at ${apiBase}: ${response.status}`);
  const { user } = (await response.json()) as { user: User };
  await loaded.signIn(user);
}

/**
 * Sets the page up for a story: a fresh session (storage cleared, dialogs closed), the mock's
 * state for the scenario, the buyer signed in and the location chosen.
 */
export async function beginStory(parameters: WorkshopParameters = {}): Promise<void> {
  const loaded = await loadSdk();
  const scenario: Scenario = { persona: null, location: SELANGOR, ...parameters };
  loaded.clearSession();
  loaded.closeLoginDialog();
  loaded.closeLocationDialog();
  localStorage.clear();
  sessionStorage.clear();
  mockApi?.begin(scenario);
  loaded.$location.set(scenario.location ? { ...scenario.location, postcode: '', country: 'Malaysia' } : null);
  if (scenario.persona) await signInAs(loaded, personaSeed(scenario.persona).email);
}
