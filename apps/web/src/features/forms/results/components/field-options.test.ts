import type { AvailableField } from '@oversight/shared/surveys/results.schemas';
import { describe, expect, it } from 'vitest';
import { crossable, fieldOptions, perEntryNote } from './field-options';

const field = (name: string, repeat: string[]): AvailableField =>
  ({
    name,
    text: name.toUpperCase(),
    kind: 'choice',
    repeat: repeat.map((item) => ({ name: item, text: item[0]!.toUpperCase() + item.slice(1) })),
    unit: repeat.length ? 'entries' : 'responses',
  }) as unknown as AvailableField;

const district = field('district', []);
const roomState = field('room_state', ['rooms']);
const deskState = field('desk_state', ['rooms', 'desks']);
const toiletWorks = field('works', ['toilets']);

describe('field options', () => {
  it('lists questions plainly without repeats, and under each repeat with them', () => {
    expect(fieldOptions([district])).toEqual([{ value: 'district', label: 'DISTRICT' }]);
    expect(fieldOptions([district, roomState, deskState])).toEqual([
      { group: 'Questions', items: [{ value: 'district', label: 'DISTRICT' }] },
      { group: 'Each entry of Rooms', items: [{ value: 'room_state', label: 'ROOM_STATE' }] },
      { group: 'Each entry of Rooms › Desks', items: [{ value: 'desk_state', label: 'DESK_STATE' }] },
    ]);
    expect(perEntryNote(deskState.repeat)).toBe('Counted per entry of Rooms › Desks');
    expect(perEntryNote(district.repeat)).toBeNull();
  });

  it('crosses a repeat with itself, what holds it and what is outside, never a sibling', () => {
    expect(crossable(district, roomState)).toBe(true);
    expect(crossable(deskState, roomState)).toBe(true);
    expect(crossable(deskState, district)).toBe(true);
    expect(crossable(roomState, toiletWorks)).toBe(false);
    expect(crossable(toiletWorks, deskState)).toBe(false);
  });
});
