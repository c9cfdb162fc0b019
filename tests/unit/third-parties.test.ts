import { describe, expect, it } from 'vitest';
import {
  CARD_PLUGIN_SRC,
  CardPluginUnavailable,
  loadCardPlugin,
  thirdPartiesFrom,
  thirdPartyCspSources,
  thirdPartyTags,
} from '../../src/build/third-parties.ts';

const everything = {
  PUBLIC_ANALYTICS_SRC: 'https://plausible.io/js/script.js',
  PUBLIC_ANALYTICS_SITE_ID: 'market.example',
  PUBLIC_ANALYTICS_SITE_ATTRIBUTE: 'data-domain',
  PUBLIC_SESSION_RECORDING_SRC: 'https://www.clarity.ms/tag/{id}',
  PUBLIC_SESSION_RECORDING_ID: 'abc123',
  PUBLIC_ICON_KIT_URL: 'https://kit.fontawesome.com/0a1b2c3d4e.js',
  PUBLIC_PAYSTACK_PUBLIC_KEY: 'pk_test_0123456789abcdef',
};

describe('third parties by default', () => {
  it('load nothing and allow no outside origin', () => {
    const parties = thirdPartiesFrom({});
    expect(parties).toEqual({ analytics: null, sessionRecording: null, iconKit: null, cardPlugin: null });
    expect(thirdPartyTags(parties)).toEqual([]);
    expect(thirdPartyCspSources(parties)).toEqual({ script: [], style: [], img: [], font: [], connect: [], frame: [] });
  });

  it('treat empty settings as absent', () => {
    const blank = Object.fromEntries(Object.keys(everything).map((k) => [k, ' ']));
    expect(thirdPartyTags(thirdPartiesFrom(blank))).toEqual([]);
  });

  it('have no card plugin to load', async () => {
    await expect(loadCardPlugin(undefined)).rejects.toBeInstanceOf(CardPluginUnavailable);
  });
});

describe('configured third parties', () => {
  const parties = thirdPartiesFrom(everything);

  it('give each page the analytics, recorder and icon kit tags, without blocking rendering', () => {
    expect(thirdPartyTags(parties)).toEqual([
      { tag: 'script', attributes: { src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'market.example' } },
      { tag: 'script', attributes: { src: 'https://www.clarity.ms/tag/abc123', async: true, 'data-id': 'abc123' } },
      { tag: 'script', attributes: { src: 'https://kit.fontawesome.com/0a1b2c3d4e.js', async: true, crossorigin: 'anonymous' } },
    ]);
  });

  it('leave the card plugin to the checkout', () => {
    expect(parties.cardPlugin).toMatchObject({ src: CARD_PLUGIN_SRC, publicKey: 'pk_test_0123456789abcdef' });
    expect(thirdPartyTags(parties).some((t) => t.attributes.src === CARD_PLUGIN_SRC)).toBe(false);
  });

  it('allow exactly their origins in the policy', () => {
    const csp = thirdPartyCspSources(parties);
    expect(csp.script.sort()).toEqual(
      [
        'https://*.clarity.ms',
        'https://js.paystack.co',
        'https://kit.fontawesome.com',
        'https://plausible.io',
        'https://www.clarity.ms',
      ].sort(),
    );
    expect(csp.connect).toEqual(
      expect.arrayContaining(['https://plausible.io', 'https://*.clarity.ms', 'https://api.paystack.co', 'https://ka-f.fontawesome.com']),
    );
    expect(csp.frame).toEqual(['https://checkout.paystack.com']);
    expect(csp.font).toEqual(expect.arrayContaining(['https://kit.fontawesome.com', 'https://ka-f.fontawesome.com']));
  });

  it('allow one service without the others', () => {
    const analyticsOnly = thirdPartiesFrom({
      PUBLIC_ANALYTICS_SRC: 'https://stats.market.example/script.js',
      PUBLIC_ANALYTICS_SITE_ID: 'a1b2',
    });
    expect(thirdPartyTags(analyticsOnly)).toEqual([
      { tag: 'script', attributes: { src: 'https://stats.market.example/script.js', defer: true, 'data-website-id': 'a1b2' } },
    ]);
    expect(thirdPartyCspSources(analyticsOnly)).toEqual({
      script: ['https://stats.market.example'],
      connect: ['https://stats.market.example'],
      style: [],
      img: [],
      font: [],
      frame: [],
    });
  });

  it('take further origins a service talks to', () => {
    const csp = thirdPartyCspSources(
      thirdPartiesFrom({
        PUBLIC_SESSION_RECORDING_SRC: 'https://static.recorder.example/r.js',
        PUBLIC_SESSION_RECORDING_ORIGINS: 'https://ingest.recorder.example wss://*.recorder.example',
      }),
    );
    expect(csp.connect).toEqual(['https://static.recorder.example', 'https://ingest.recorder.example', 'wss://*.recorder.example']);
  });

  it('load a stylesheet kit as a stylesheet', () => {
    const kit = thirdPartiesFrom({ PUBLIC_ICON_KIT_URL: 'https://icons.example/kit/v2/icons.css' });
    expect(thirdPartyTags(kit)).toEqual([
      { tag: 'link', attributes: { rel: 'stylesheet', href: 'https://icons.example/kit/v2/icons.css' } },
    ]);
    expect(thirdPartyCspSources(kit)).toMatchObject({ style: ['https://icons.example'], font: ['https://icons.example'], script: [] });
  });
});

describe('settings that would be unsafe or broken', () => {
  it('are refused with the setting named', () => {
    expect(() => thirdPartiesFrom({ PUBLIC_ANALYTICS_SRC: 'http://stats.example/script.js' })).toThrow(
      /PUBLIC_ANALYTICS_SRC must be an https URL/,
    );
    expect(() => thirdPartiesFrom({ PUBLIC_ICON_KIT_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_ICON_KIT_URL/);
    expect(() => thirdPartiesFrom({ PUBLIC_PAYSTACK_PUBLIC_KEY: 'sk_live_secret' })).toThrow(/never a secret key/);
    expect(() => thirdPartiesFrom({ PUBLIC_SESSION_RECORDING_SRC: 'https://www.clarity.ms/tag/{id}' })).toThrow(
      /PUBLIC_SESSION_RECORDING_ID/,
    );
    expect(() =>
      thirdPartiesFrom({ PUBLIC_ANALYTICS_SRC: 'https://a.example/s.js', PUBLIC_ANALYTICS_ORIGINS: "https://ok.example 'unsafe-inline'" }),
    ).toThrow(/not an origin/);
    expect(() => thirdPartiesFrom({ PUBLIC_ANALYTICS_SRC: 'https://a.example/s.js', PUBLIC_ANALYTICS_SITE_ATTRIBUTE: 'onload' })).toThrow(
      /data-\*/,
    );
  });

  it('allow plain http only on this machine', () => {
    expect(thirdPartiesFrom({ PUBLIC_ANALYTICS_SRC: 'http://localhost:3000/script.js' }).analytics?.src).toBe(
      'http://localhost:3000/script.js',
    );
  });
});
