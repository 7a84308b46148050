// The WebP copies of the SVG art (scripts/raster-art.ts) are those of the
// drawings as they are now: a drawing changed without `npm run art` fails here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLDERS, sourceHash } from './raster-art.ts';

describe('the raster copies of the art', () => {
  it('are there for every drawing, made from the drawing as it is (else: npm run art)', async () => {
    for (const folder of FOLDERS) {
      const recorded = JSON.parse(readFileSync(join(folder.dir, 'raster.json'), 'utf8')) as Record<
        string,
        string
      >;
      const jobs = await folder.jobs();
      expect(Object.keys(recorded).sort(), folder.dir).toEqual(jobs.map((j) => j.out).sort());
      for (const job of jobs) {
        expect(existsSync(join(folder.dir, job.out)), job.out).toBe(true);
        expect(recorded[job.out], `${job.out}: run npm run art`).toBe(sourceHash(job.svg));
      }
    }
  });
});
