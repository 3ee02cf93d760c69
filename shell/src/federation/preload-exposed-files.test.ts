import { preloadExposedFiles } from './preload-exposed-files';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

describe('preloadExposedFiles', () => {
  afterEach(() => document.head.replaceChildren());

  it("asks for an exposed module's style sheets and chunks, each once", () => {
    const files = {
      js: ['/remotes/mf-goals/1.js', '/remotes/mf-goals/2.js'],
      css: ['/remotes/mf-goals/3.css'],
    };
    preloadExposedFiles(files);
    preloadExposedFiles(files);
    expect(preloads()).toEqual([
      ['/remotes/mf-goals/3.css', 'style'],
      ['/remotes/mf-goals/1.js', 'script'],
      ['/remotes/mf-goals/2.js', 'script'],
    ]);
  });

  it('does nothing for a module the manifest lists no files for', () => {
    preloadExposedFiles(undefined);
    expect(preloads()).toEqual([]);
  });
});
