import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { backends, startGateway, type TestGateway } from './harness.ts';

const CLIENT_ID = 'marketplace-web.apps.test';

describe.each(backends)('social sign-in against a real OpenID Connect issuer on %s', (backend) => {
  let issuer: OAuth2Server;
  let gw: TestGateway;

  beforeAll(async () => {
    issuer = new OAuth2Server();
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    gw = await startGateway(backend, 5, { google: { clientId: CLIENT_ID, issuer: issuer.issuer.url! } });
  });
  afterAll(async () => {
    await gw?.close();
    await issuer?.stop();
  });

  const idToken = (claims: Record<string, unknown>, audience = CLIENT_ID) =>
    issuer.issuer.buildToken({
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, { aud: audience, ...claims });
      },
    });
  const post = (url: string, body: unknown) => gw.app.inject({ method: 'POST', url, payload: body as object });

  it('registers from a verified identity, then signs in with it', async () => {
    const token = await idToken({ sub: 'google-123', email: 'Fatou@Dakar-Agro.test', email_verified: true, name: 'Fatou Diop' });
    const registered = await post('/api/v1/Account/social-register', {
      idToken: token,
      accountType: 'personal',
      businessUserType: 'buyer',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data).toMatchObject({ email: 'fatou@dakar-agro.test', fullName: 'Fatou Diop', roles: ['personal'] });
    const signedIn = await post('/api/v1/Account/social-login', {
      idToken: await idToken({ sub: 'google-123', email: 'fatou@dakar-agro.test', email_verified: true }),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.id).toBe(registered.json().data.id);
  });

  it('does not sign in an identity that has no account yet', async () => {
    const response = await post('/api/v1/Account/social-login', {
      idToken: await idToken({ sub: 'google-404', email: 'new@dakar-agro.test', email_verified: true }),
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a token for another audience, a token signed by someone else, and an unverified email', async () => {
    const otherAudience = await idToken({ sub: 'google-9', email: 'x@dakar-agro.test', email_verified: true }, 'someone-else');
    expect((await post('/api/v1/Account/social-login', { idToken: otherAudience })).statusCode).toBe(401);

    const stranger = new OAuth2Server();
    await stranger.issuer.keys.generate('RS256');
    await stranger.start(0, '127.0.0.1');
    const forged = await stranger.issuer.buildToken({
      scopesOrTransform: (_h, p) => {
        Object.assign(p, {
          iss: issuer.issuer.url,
          aud: CLIENT_ID,
          sub: 'google-123',
          email: 'fatou@dakar-agro.test',
          email_verified: true,
        });
      },
    });
    await stranger.stop();
    expect((await post('/api/v1/Account/social-login', { idToken: forged })).statusCode).toBe(401);

    const unverified = await idToken({ sub: 'google-77', email: 'u@dakar-agro.test', email_verified: false });
    const refused = await post('/api/v1/Account/social-register', {
      idToken: unverified,
      accountType: 'personal',
      businessUserType: 'buyer',
    });
    expect(refused.statusCode).toBe(400);
  });
});
