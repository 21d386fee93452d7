// The team screen's forms: an invitation and what the public board shows. The database repeats
// each limit (facility_invitations, atlas_board_settings, atlas_board_rooms).
import { z } from 'zod';

export const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'That address is too long.')
    .pipe(z.email('Enter a valid email address.')),
  role: z.enum(['manager', 'staff']),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const boardSchema = z.object({
  published: z.boolean(),
  public_name: z
    .string()
    .trim()
    .min(1, 'Give the board a public name.')
    .max(80, 'Keep the public name under 80 characters.'),
  show_day: z.boolean(),
  show_strain: z.boolean(),
  /** room id → alias; blank leaves the room off the board. */
  aliases: z.record(z.string(), z.string().trim().max(40, 'Keep an alias under 40 characters.')),
});
export type BoardInput = z.infer<typeof boardSchema>;
