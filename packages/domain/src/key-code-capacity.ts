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
