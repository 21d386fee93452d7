// Form schemas of the account screens (profile, facilities, password reset). Separate from
// schemas.ts so the sign-in page's chunk stays as small as it is.
import * as z from 'zod/mini';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './schemas';

export const ROOM_TYPES = ['propagation', 'veg', 'flower', 'dry', 'cure', 'storage', 'other'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  propagation: 'Propagation',
  veg: 'Vegetative',
  flower: 'Flower',
  dry: 'Dry',
  cure: 'Cure',
  storage: 'Storage',
  other: 'Other',
};

const requiredText = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter a ${label.toLowerCase()}`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

export const profileDetailsSchema = z.object({
  firstName: z
    .string()
    .check(
      z.trim(),
      z.maxLength(MAX_NAME_LENGTH, `First name must be at most ${MAX_NAME_LENGTH} characters`),
    ),
  lastName: z
    .string()
    .check(z.trim(), z.maxLength(MAX_NAME_LENGTH, `Last name must be at most ${MAX_NAME_LENGTH} characters`)),
});
export type ProfileDetailsInput = z.output<typeof profileDetailsSchema>;

export const emailSchema = z.object({
  email: z.string().check(z.trim(), z.email('Enter a valid email address')),
});
export type EmailInput = z.output<typeof emailSchema>;

const newPassword = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );

export const newPasswordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .check(
    z.refine((v) => v.password === v.confirm, { message: 'The passwords do not match', path: ['confirm'] }),
  );
export type NewPasswordInput = z.output<typeof newPasswordSchema>;

/** The six-digit code a reauthentication mail carries. */
export const reauthenticationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the email'));

/** The six-digit code an authenticator app shows (TOTP). */
export const authenticatorCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

export const facilitySchema = z.object({
  name: requiredText('Facility name', 100),
  location: z.string().check(z.trim(), z.maxLength(300, 'Location must be at most 300 characters')),
  notes: z.string().check(z.trim(), z.maxLength(2000, 'Notes must be at most 2000 characters')),
});
export type FacilityInput = z.output<typeof facilitySchema>;

// A room's canopy area and lighting power (Arca's yields per m² and per watt): blank is none; a
// figure typed is more than 0 and within the rooms_canopy_area_range / rooms_lighting_w_range CHECKs.
export const ROOM_FIGURE_MESSAGES = {
  rooms_canopy_area_range: 'Enter a canopy area greater than 0 and at most 100,000 m²',
  rooms_lighting_w_range: 'Enter a lighting power greater than 0 and at most 10,000,000 W',
} as const;

const optionalFigure = (max: number, message: string) =>
  z.pipe(
    z.transform((v: unknown) =>
      v === '' || v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v)) ? null : v,
    ),
    z.nullable(z.number({ error: message }).check(z.refine((n) => n > 0 && n <= max, message))),
  );

export const roomSchema = z.object({
  roomName: requiredText('Room name', 100),
  roomType: z.enum(ROOM_TYPES),
  canopyAreaM2: optionalFigure(100_000, ROOM_FIGURE_MESSAGES.rooms_canopy_area_range),
  lightingW: optionalFigure(10_000_000, ROOM_FIGURE_MESSAGES.rooms_lighting_w_range),
});
export type RoomInput = z.output<typeof roomSchema>;
export type RoomForm = z.input<typeof roomSchema>;
