import { describe, expect, it } from '@jest/globals';
import { GoalsException } from '../goals.exception.js';
import { planItemChange } from './update-plan-item.dto.js';

describe('planItemChange', () => {
  it('is a status alone, or a title with its description', () => {
    expect(planItemChange({ status: 'complete' })).toEqual({ kind: 'status', status: 'complete' });
    expect(planItemChange({ title: 'T', description: 'D' })).toEqual({
      kind: 'text',
      title: 'T',
      description: 'D',
    });
  });

  it('refuses nothing, half a text, and a status with a text', () => {
    for (const body of [
      {},
      { title: 'T' },
      { description: 'D' },
      { status: 'complete', title: 'T' },
      { status: 'complete', title: 'T', description: 'D' },
    ]) {
      expect(() => planItemChange(body)).toThrow(GoalsException);
    }
  });
});
