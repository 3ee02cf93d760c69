/** A call's query parameters: undefined and null are left out, an array repeats its key. */
export type QueryParams = Readonly<Record<string, unknown>>;

/** `path` below `baseURL`, with `params` as its query string. */
export function requestUrl(baseURL: string, path: string, params: QueryParams = {}): string {
  const url = `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) query.append(key, String(item));
    }
  }
  const search = query.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
