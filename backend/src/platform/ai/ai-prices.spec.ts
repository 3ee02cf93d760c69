import { describe, expect, it } from '@jest/globals';
import { callCostUsd } from './ai-prices.js';

const MILLION = 1_000_000;

describe('callCostUsd', () => {
  it('prices a known model per million tokens, input and output apart', () => {
    expect(callCostUsd('gpt-4o', MILLION, 0)).toBeCloseTo(2.5, 10);
    expect(callCostUsd('gpt-4o', 0, MILLION)).toBeCloseTo(10, 10);
    expect(callCostUsd('gpt-4o', 1000, 500)).toBeCloseTo(0.0025 + 0.005, 10);
  });

  it('prices a dated variant as its model', () => {
    expect(callCostUsd('gpt-4o-2024-08-06', MILLION, MILLION)).toBeCloseTo(12.5, 10);
    expect(callCostUsd('gpt-4.1-2025-04-14', MILLION, 0)).toBeCloseTo(2, 10);
  });

  it('does not take gpt-4o-mini for gpt-4o, nor the reverse', () => {
    expect(callCostUsd('gpt-4o-mini', MILLION, MILLION)).toBeCloseTo(0.75, 10);
    expect(callCostUsd('gpt-4o-mini-2024-07-18', MILLION, MILLION)).toBeCloseTo(0.75, 10);
    expect(callCostUsd('gpt-4.1-nano-2025-04-14', MILLION, 0)).toBeCloseTo(0.1, 10);
    expect(callCostUsd('gpt-5-mini', 0, MILLION)).toBeCloseTo(2, 10);
  });

  it('needs a dash after the known name', () => {
    expect(callCostUsd('gpt-4omni', MILLION, MILLION)).toBe(0);
    expect(callCostUsd('gpt-50', MILLION, MILLION)).toBe(0);
  });

  it('costs nothing for an unknown model, such as a local one', () => {
    expect(callCostUsd('llama3.1:8b', MILLION, MILLION)).toBe(0);
    expect(callCostUsd('', MILLION, MILLION)).toBe(0);
    expect(callCostUsd('my-gpt-4o', MILLION, MILLION)).toBe(0);
  });

  it('costs nothing without tokens', () => {
    expect(callCostUsd('gpt-4o', 0, 0)).toBe(0);
  });
});
