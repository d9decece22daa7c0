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
  cells: z
    .object({
      total: z.number().int().describe('Fine key cells of the bucket (decision 0059)'),
      master: z.number().int().describe('Fine cells held by master-keyed systems, one each'),
      shared: z.number().int().describe('Fine cells small master-keyed systems share'),
      random: z.number().int().describe('Fine cells keyed-different and keyed-alike codes are drawn from'),
      free: z.number().int().describe('Fine cells nobody holds yet'),
    })
    .describe('How much of the bucket its key cells hold'),
  systemsThatFit: z
    .array(
      z.object({
        shape: z.string().describe('e.g. "10 master keys × 100 locks" or "1,000 keyed-different locks"'),
        masterKeys: z.number().int().describe('0 for a system without master keys'),
        locks: z.number().int().describe('Locks under each master key, or of the whole system without master keys'),
        fit: z.number().int().describe('How many more systems of this shape the bucket holds'),
      }),
    )
    .describe('How many more systems of each typical shape fit'),
  warning: z
    .string()
    .nullable()
    .describe('Set when the bucket is nearly full: what to do before it is (another bucket, another keyway)'),
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

/** The typical system shapes the capacity report counts (issue 44): master keys × locks under each, or keyed different. */
export const TYPICAL_SYSTEM_SHAPES = [
  { shape: '10 master keys × 100 locks', masterKeys: 10, locks: 100 },
  { shape: '50 master keys × 200 locks', masterKeys: 50, locks: 200 },
  { shape: '1,000 keyed-different locks', masterKeys: 0, locks: 1_000 },
] as const;

/** A bucket warns its admins when fewer than this share of its fine key cells is free. */
export const BUCKET_WARNING_FREE_SHARE = 0.25;
