import { describe, expect, it } from '@jest/globals';
import { feedLinks, newFeedToken, tokenOfFeedFile } from './feed-token.js';
import { matchesEtag } from './feed/calendar-feed.service.js';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-01234';

describe('tokenOfFeedFile', () => {
  it('takes a 43-character base64url token followed by .ics', () => {
    expect(tokenOfFeedFile(`${TOKEN}.ics`)).toBe(TOKEN);
  });

  it('refuses anything else', () => {
    for (const file of [TOKEN, `${TOKEN}.ICS`, `${TOKEN}x.ics`, `a/${TOKEN}.ics`, '.ics', '']) {
      expect(tokenOfFeedFile(file)).toBeNull();
    }
  });
});

describe('newFeedToken', () => {
  it('is 32 random bytes (256 bits), a token the feed address takes, new each time', () => {
    const token = newFeedToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenOfFeedFile(`${token}.ics`)).toBe(token);
    expect(newFeedToken()).not.toBe(token);
  });
});

describe('feedLinks', () => {
  it('builds the https and webcal addresses from the public URL', () => {
    expect(feedLinks('https://goals.example.com', TOKEN)).toEqual({
      httpsUrl: `https://goals.example.com/calendar/${TOKEN}.ics`,
      webcalUrl: `webcal://goals.example.com/calendar/${TOKEN}.ics`,
    });
    expect(feedLinks('http://localhost:3000', TOKEN).webcalUrl).toBe(
      `webcal://localhost:3000/calendar/${TOKEN}.ics`,
    );
  });
});

describe('matchesEtag', () => {
  const etag = '"abc"';
  it('matches the tag in a list, weak or strong, and *', () => {
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(matchesEtag('"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
