import type { PanelListItem } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { markdownFileName } from './export-file';
import { canUsePanels } from './panel-access';
import { newestFirst } from './panels-api';

describe('markdownFileName', () => {
  it('names the file after the title, without characters file systems refuse', () => {
    expect(markdownFileName('Spring email')).toBe('Spring email.md');
    expect(markdownFileName('Boots or shoes? A/B "test"')).toBe('Boots or shoes A B test.md');
    expect(markdownFileName(' ...?? ')).toBe('panel.md');
  });
});

describe('canUsePanels', () => {
  it("is for the 'test' membership and site admins", () => {
    expect(canUsePanels({ membership: 'test' }, false)).toBe(true);
    expect(canUsePanels({ membership: null }, false)).toBe(false);
    expect(canUsePanels({ membership: null }, true)).toBe(true);
    expect(canUsePanels(null, false)).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders the saved panels by creation, newest first', () => {
    const item = (id: string, createdAt: number): PanelListItem => ({ id, kind: 'question', title: id, status: 'done', createdAt, updatedAt: createdAt, memberNames: [] });
    expect(newestFirst([item('old', 1), item('new', 3), item('mid', 2)]).map(({ id }) => id)).toEqual(['new', 'mid', 'old']);
  });
});
