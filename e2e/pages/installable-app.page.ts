import { type APIRequestContext, type Page } from '@playwright/test';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

/** The web app manifest's fields the journeys check. */
export type WebAppManifest = {
  id?: string;
  name?: string;
  short_name?: string;
  description?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: ManifestIcon[];
};

/** Width and height from a PNG's header (the IHDR chunk comes first). */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What makes the app installable, as the page and Chromium see it. */
export class InstallableApp {
  constructor(readonly page: Page) {}

  manifestHref(): Promise<string | null> {
    return this.page.locator('link[rel="manifest"]').getAttribute('href');
  }

  appleTouchIconHref(): Promise<string | null> {
    return this.page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  }

  /** The colours of the page's theme-color metas, in document order. */
  themeColors(): Promise<string[]> {
    return this.page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
  }

  /** Why Chromium would not offer to install the app (none: it offers Install). */
  async installabilityErrors(): Promise<string[]> {
    const cdp = await this.page.context().newCDPSession(this.page);
    try {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      return installabilityErrors.map(({ errorId }) => errorId);
    } finally {
      await cdp.detach();
    }
  }

  /** Chromium's own reading of the manifest: its parse errors and the URL it fetched. */
  async manifestAsParsed(): Promise<{ url: string; errors: string[] }> {
    const cdp = await this.page.context().newCDPSession(this.page);
    try {
      const { url, errors } = await cdp.send('Page.getAppManifest', {});
      return { url, errors: errors.map(({ message }) => message) };
    } finally {
      await cdp.detach();
    }
  }
}

/** GETs `path`: status, content type and bytes. */
export async function download(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return {
    status: response.status(),
    type: response.headers()['content-type'] ?? '',
    body: await response.body(),
  };
}
