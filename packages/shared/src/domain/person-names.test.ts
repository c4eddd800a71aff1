import { describe, expect, it } from 'vitest';
import { fullName, reversedName } from './person-names';

describe('person names', () => {
  it('shows first then last, or last, first for sorted lists', () => {
    const person = { firstName: 'Emily', lastName: 'Carter' };
    expect(fullName(person)).toBe('Emily Carter');
    expect(reversedName(person)).toBe('Carter, Emily');
  });
});
