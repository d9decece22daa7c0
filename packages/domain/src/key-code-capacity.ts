import { z } from 'zod';

/** `GET /key-code-buckets/{bucketType}/capacity` (admins): what a key code bucket holds and has left (decision 0014). */
export const bucketCapacitySchema = z.object({
  bucketType: z.string(),
  validBittings: z.number().int().describe('Every valid bitting of the bucket (its cutting rules)'),
  issuedCodes: z.number().int().describe('Codes issued to keys of any system'),
  reservedBlocks: z.number().int().describe('Blocks reserved by master-keyed locks: the depths each chamber accepts'),
  reservedBittings: z
    .number()
    .int()
    .describe('Bittings inside reserved blocks that nobody holds (they open a master-keyed lock): never issued'),
  left: z.number().int().describe('Bittings that can still be issued: neither issued nor inside a reserved block'),
});
export type BucketCapacityReport = z.infer<typeof bucketCapacitySchema>;

/**
 * The figures of a capacity refusal (decision 0045): every refusal for want of room — charting,
 * reorders, an admin's key bitting array — answers 409 with `KEYING_CAPACITY` (a master key's
 * progression, or the number of master keys) or `KEY_CODES_EXHAUSTED` (the bucket) and these.
 */
export const capacityFiguresSchema = z.object({
  bucketType: z.string(),
  scope: z
    .enum(['master-keys', 'change-keys', 'bucket'])
    .describe('What ran out: master keys of the progression, change keys under one master key, or the bucket'),
  masterKey: z
    .string()
    .optional()
    .describe('The master key (its name) whose progression has no room: change-keys only'),
  needed: z.number().int().describe('Keys (or codes) the request needs'),
  available: z.number().int().describe('How many fit'),
  left: z
    .number()
    .int()
    .optional()
    .describe('Bittings of the bucket left outside every reserved block and issued code (see the capacity report)'),
});
export type CapacityFigures = z.infer<typeof capacityFiguresSchema>;
