import { z } from 'zod';

/**
 * §3 "Birth data state" as it is kept in browser storage. The shape mirrors
 * `BirthDataState` in domain/confirmation exactly (a type test holds the two together), so a
 * value read back can go straight into the confirmation rules.
 */

export const coordinatesSchema = z.object({ lat: z.number(), lng: z.number() });

export const birthLocationSchema = z.object({
  city: z.string(),
  country: z.string(),
  displayName: z.string(),
  coordinates: coordinatesSchema,
  timezone: z.string(),
});

export const confirmationsSchema = z.object({
  email: z.boolean(),
  birthDate: z.boolean(),
  birthLocation: z.boolean(),
});

export const pendingConfirmationSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('email'), value: z.string(), display: z.string() }),
  z.object({ field: z.literal('birthDate'), value: z.string(), display: z.string() }),
  z.object({ field: z.literal('birthLocation'), value: birthLocationSchema, display: z.string() }),
]);

export const birthDataStateSchema = z.object({
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  birthDate: z.string().nullable(),
  birthTime: z.string().nullable(),
  birthLocation: birthLocationSchema.nullable(),
  lastGeneratedAt: z.string().nullable(),
  confirmations: confirmationsSchema,
  pendingConfirmation: pendingConfirmationSchema.nullable(),
  confirmOverwrite: z.boolean(),
  pendingOverwrite: z.boolean(),
});
