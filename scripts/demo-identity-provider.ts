/**
 * A demo OpenID provider for the seeded company "Intranet Portal Sdn Bhd" (slug intranet-portal),
 * on http://127.0.0.1:9010 (DEMO_IDP_PORT). Its login page takes any name and signs in
 * <name>@intranet-portal.test with a verified address; a name starting with "approver" carries the
 * approver role. For demonstrations only: it keeps everything in memory and uses development keys.
 */
import Provider from 'oidc-provider';

const port = Number(process.env.DEMO_IDP_PORT ?? 9010);
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:8080';

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: 'lapasar-demo',
      client_secret: 'demo-client-secret',
      redirect_uris: [new URL('/api/auth/sso/callback', publicUrl).toString()],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'lapasar_role'] },
  conformIdTokenClaims: false,
  findAccount: (_ctx: unknown, sub: string) => {
    const name = sub.toLowerCase().replace(/[^a-z0-9.-]/g, '') || 'buyer';
    return {
      accountId: sub,
      claims: () => ({
        sub,
        email: `${name}@intranet-portal.test`,
        email_verified: true,
        name,
        lapasar_role: name.startsWith('approver') ? 'approver' : 'buyer',
      }),
    };
  },
});

provider.listen(port, () => {
  console.log(`Demo identity provider at http://127.0.0.1:${port} (sign in with any name)`);
});
