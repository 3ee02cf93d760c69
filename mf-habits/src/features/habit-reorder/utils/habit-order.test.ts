import { aHabit } from '../../../shared/test/fixtures';
import { moveHabit, reorderRequestOf } from './habit-order';

const habits = ['a', 'b', 'c', 'd'].map((id, displayOrder) => aHabit({ id, displayOrder }));
const ids = (list: { id: string }[]) => list.map(({ id }) => id);

describe('moveHabit', () => {
  it('moves a habit down to the target place and renumbers from 0', () => {
    const moved = moveHabit(habits, 'a', 'c');
    expect(ids(moved)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved.map(({ displayOrder }) => displayOrder)).toEqual([0, 1, 2, 3]);
  });

  it('moves a habit up to the target place', () => {
    expect(ids(moveHabit(habits, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('keeps the order for a drop on itself or on an unknown habit', () => {
    expect(ids(moveHabit(habits, 'b', 'b'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveHabit(habits, 'b', 'zz'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves the list it was given as it was', () => {
    moveHabit(habits, 'a', 'd');
    expect(ids(habits)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('reorderRequestOf', () => {
  it('lists every habit with its index from 0', () => {
    expect(reorderRequestOf(moveHabit(habits, 'c', 'a'))).toEqual({
      habitOrders: [
        { id: 'c', displayOrder: 0 },
        { id: 'a', displayOrder: 1 },
        { id: 'b', displayOrder: 2 },
        { id: 'd', displayOrder: 3 },
      ],
    });
  });
});
