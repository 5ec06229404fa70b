import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** What the provider says of an account: its ID token claims beyond `sub`. */
interface AccountClaims {
  email: string;
  email_verified: boolean;
  name?: string;
  lapasar_role?: string | string[];
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The accounts it knows, by the id a test signs in as. */
  accounts: Map<string, AccountClaims>;
  /**
   * Follows an authorization URL through the provider as a browser would, signed in as `account`
   * (the provider's login and consent prompts answered for them), and answers where the provider
   * sends the browser back: the relying party's redirect URI with the code and state.
   */
  authorize(authorizationUrl: string, account: string): Promise<URL>;
  /** Who the provider's next login prompt signs in, for a browser driven by the test. */
  signInAs(account: string): void;
  close(): Promise<void>;
}

/** A cookie jar for one browser: names and values, sent back to the provider on every request. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*max-age=0\s*$/i.test(attribute) || (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1]) < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** An OpenID provider (oidc-provider) on a loopback port, with one client whose redirect URI is `redirectUri`. */
export async function startIdentityProvider(name: string, redirectUri: string): Promise<TestIdentityProvider> {
  let handle: Parameters<typeof createServer>[1] = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `lapasar-${name}`;
  const clientSecret = `secret-of-${name}-${Math.random().toString(36).slice(2)}`;
  const accounts = new Map<string, AccountClaims>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: `${name}-1`, alg: 'RS256', use: 'sig' };
  // Who the next login prompt signs in, per interaction.
  const signingIn = new Map<string, string>();

  const provider = new Provider(issuer, {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post' },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [`cookie-key-${name}`] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'lapasar_role'] },
    // Scope claims in the ID token itself, as most company providers give them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ sub, ...claims }) } : undefined;
    },
  });
  const callback = provider.callback();
  handle = (req, res) => {
    const match = /^\/interaction\/([\w-]+)/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(req, res, { login: { accountId: signingIn.get('next') } }, { mergeWithLastSubmission: false });
        return;
      }
      const grant =
        (details.grantId && (await provider.Grant.find(details.grantId))) ||
        new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id });
      grant.addOIDCScope('openid email profile');
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signInAs: (account) => signingIn.set('next', account),
    async authorize(authorizationUrl, account) {
      signingIn.set('next', account);
      const jar = new CookieJar();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 12; hop += 1) {
        if (url.toString().startsWith(redirectUri)) return url;
        const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
        jar.store(response.headers);
        const location = response.headers.get('location');
        if (!location) throw new Error(`The provider answered ${response.status} without a redirect at ${url}: ${await response.text()}`);
        url = new URL(location, url);
      }
      throw new Error('The provider redirected too many times');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
