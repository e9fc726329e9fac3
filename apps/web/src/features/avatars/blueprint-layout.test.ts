import { BLUEPRINT_LAYOUT_MESSAGE } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { readBlueprintLayout } from './blueprint-layout';

const message = (fields: Record<string, unknown>) => ({ type: BLUEPRINT_LAYOUT_MESSAGE, height: 1200.4, sections: [], ...fields });

describe('readBlueprintLayout', () => {
  it('reads the height (whole pixels) and the titled sections', () => {
    const sections = [
      { id: 'at-a-glance', title: ' At a glance ', top: 120 },
      { id: 'empty', title: '', top: 300 },
    ];
    expect(readBlueprintLayout(message({ sections }))).toEqual({ height: 1201, sections: [{ id: 'at-a-glance', title: 'At a glance', top: 120 }] });
  });

  it('ignores other messages and malformed ones', () => {
    expect(readBlueprintLayout('hello')).toBeNull();
    expect(readBlueprintLayout(null)).toBeNull();
    expect(readBlueprintLayout(message({ type: 'other' }))).toBeNull();
    expect(readBlueprintLayout(message({ height: -1 }))).toBeNull();
    expect(readBlueprintLayout(message({ height: Number.POSITIVE_INFINITY }))).toBeNull();
    expect(readBlueprintLayout(message({ sections: [{ id: 'x', title: 'X', top: 'far' }] }))).toBeNull();
    expect(readBlueprintLayout(message({ sections: [{ id: '', title: 'X', top: 1 }] }))).toBeNull();
    expect(readBlueprintLayout(message({ sections: Array.from({ length: 51 }, (_, i) => ({ id: `s${i}`, title: 'S', top: i })) }))).toBeNull();
  });

  it('cuts a very long title', () => {
    const layout = readBlueprintLayout(message({ sections: [{ id: 'a', title: 'x'.repeat(500), top: 0 }] }));
    expect(layout?.sections[0]?.title).toHaveLength(200);
  });
});
