/** US dollars per million tokens, from OpenAI's price list; dated variants match by prefix. */
const PRICES_PER_MILLION: Readonly<Record<string, { input: number; output: number }>> = {
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'o4-mini': { input: 1.1, output: 4.4 },
};

/**
 * The cost of one call. Models missing from the table (a local server's, say) cost nothing:
 * they run on hardware we pay for otherwise.
 */
export function callCostUsd(model: string, promptTokens: number, completionTokens: number): number {
  const [, price] =
    Object.entries(PRICES_PER_MILLION)
      .filter(([known]) => model === known || model.startsWith(`${known}-`))
      .sort(([a], [b]) => b.length - a.length)[0] ?? [];
  if (!price) return 0;
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}
