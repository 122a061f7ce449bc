// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inListOrder } from '@/catalogue/list-order';
import { essentialGame, titlesOf } from '../game-fixture';

describe('list order (spec part 1 §4.1)', () => {
  it('orders slots by popularity, most popular first', () => {
    const games = [
      essentialGame({ title: 'Low', popularity: 1 }),
      essentialGame({ title: 'High', popularity: 90 }),
      essentialGame({ title: 'Mid', popularity: 40 }),
    ];
    expect(titlesOf(inListOrder(games, { kind: 'popularity' }))).toEqual(['High', 'Mid', 'Low']);
  });

  it('orders favorites by createdAt, newest first', () => {
    const games = [
      essentialGame({ title: 'Old', createdAt: '2023-01-01T00:00:00Z' }),
      essentialGame({ title: 'New', createdAt: '2025-06-01T00:00:00Z' }),
      essentialGame({ title: 'Mid', createdAt: '2024-03-01T00:00:00Z' }),
    ];
    expect(titlesOf(inListOrder(games, { kind: 'createdAt' }))).toEqual(['New', 'Mid', 'Old']);
  });

  it('orders other tags by that tag’s priority, highest first, missing as 0', () => {
    const games = [
      essentialGame({ title: 'None', tagPriorities: { other: 99 } }),
      essentialGame({ title: 'Five', tagPriorities: { t1: 5 } }),
      essentialGame({ title: 'Nine', tagPriorities: { t1: 9, other: 1 } }),
      essentialGame({ title: 'Negative', tagPriorities: { t1: -2 } }),
    ];
    expect(titlesOf(inListOrder(games, { kind: 'tagPriority', tagId: 't1' }))).toEqual([
      'Nine',
      'Five',
      'None',
      'Negative',
    ]);
  });

  it('keeps the catalogue order for ties and leaves the input untouched', () => {
    const games = [
      essentialGame({ title: 'A', popularity: 5 }),
      essentialGame({ title: 'B', popularity: 5 }),
      essentialGame({ title: 'C', popularity: 5 }),
    ];
    expect(titlesOf(inListOrder(games, { kind: 'popularity' }))).toEqual(['A', 'B', 'C']);
    expect(titlesOf(games)).toEqual(['A', 'B', 'C']);
  });

  it('does not read inherited keys as a priority', () => {
    const games = [
      essentialGame({ title: 'Plain' }),
      essentialGame({ title: 'One', tagPriorities: { toString: 1 } }),
    ];
    expect(titlesOf(inListOrder(games, { kind: 'tagPriority', tagId: 'toString' }))).toEqual([
      'One',
      'Plain',
    ]);
  });

  it('puts a favorite with an unreadable createdAt last', () => {
    const games = [
      essentialGame({ title: 'Bad', createdAt: 'not a date' }),
      essentialGame({ title: 'Old', createdAt: '2023-01-01T00:00:00Z' }),
      essentialGame({ title: 'New', createdAt: '2025-06-01T00:00:00Z' }),
    ];
    expect(titlesOf(inListOrder(games, { kind: 'createdAt' }))).toEqual(['New', 'Old', 'Bad']);
  });
});
