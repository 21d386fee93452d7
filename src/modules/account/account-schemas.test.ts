import { describe, expect, it } from 'vitest';
import { ROOM_FIGURE_MESSAGES, roomSchema } from './account-schemas';

describe('roomSchema: canopy area and lighting power', () => {
  const room = { roomName: 'Flower Room', roomType: 'flower' };
  const parse = (figures: object) => roomSchema.safeParse({ ...room, ...figures });

  it('blank (NaN from the decimal field) is none; a real figure is kept', () => {
    expect(parse({ canopyAreaM2: Number.NaN, lightingW: Number.NaN }).data).toMatchObject({
      canopyAreaM2: null,
      lightingW: null,
    });
    expect(parse({ canopyAreaM2: 2.97, lightingW: 645 }).data).toMatchObject({
      canopyAreaM2: 2.97,
      lightingW: 645,
    });
  });

  it.each([
    [{ canopyAreaM2: 0 }, ROOM_FIGURE_MESSAGES.rooms_canopy_area_range],
    [{ canopyAreaM2: 100_001 }, ROOM_FIGURE_MESSAGES.rooms_canopy_area_range],
    [{ lightingW: -5 }, ROOM_FIGURE_MESSAGES.rooms_lighting_w_range],
    // Text the decimal field could not read arrives as Infinity.
    [{ lightingW: Number.POSITIVE_INFINITY }, ROOM_FIGURE_MESSAGES.rooms_lighting_w_range],
  ])('refuses %o with the words the database CHECK maps to', (figures, message) => {
    expect(parse(figures).error?.issues[0]?.message).toBe(message);
  });
});
