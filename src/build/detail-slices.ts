/**
 * The product details of a full build, kept on disk in the export's slices instead of in memory
 * (docs/decisions/045). The build reads the export once: what the lists and cards need of each
 * product stays in memory (catalog-index.ts), the whole slice goes to a file here. A product page
 * takes its own detail; pages render in id order, so one slice is read while its pages render and
 * the next is read ahead, and a slice is let go once each of its pages has taken its product.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductDetail } from '../contracts/products.ts';

interface OpenSlice {
  products: Promise<Map<number, ProductDetail>>;
  /** Pages of this slice that have not taken their product yet. */
  left: number;
}

const PREFIX = 'catalog-details-';

/** Where the build running in process `pid` keeps its slices. */
const slicesDir = (pid: number) => join(tmpdir(), `${PREFIX}${pid}`);

/** Removes the slices of the build in process `pid` (the build's end calls it; so does the next build for a build killed outright). */
export function removeDetailSlices(pid = process.pid): void {
  rmSync(slicesDir(pid), { recursive: true, force: true });
}

/** Slices left by builds whose process is gone (killed before they could remove them). */
function removeOrphans(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length));
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') removeDetailSlices(pid);
    }
  }
}

export class DetailSlices {
  readonly #dir: string;
  /** The first id and the size of each slice written, in id order. */
  readonly #firstIds: number[] = [];
  readonly #sizes: number[] = [];
  readonly #open = new Map<number, OpenSlice>();

  /**
   * The files live as long as the build's process (a page rendered later, in astro dev, reads them
   * again). They are named after the process, not the thread: pages may render in a worker, which
   * is ended without an exit event, so the build's end removes them from the main thread
   * (the catalog-slices integration in astro.config.mjs).
   */
  constructor() {
    removeOrphans();
    this.#dir = slicesDir(process.pid);
    rmSync(this.#dir, { recursive: true, force: true });
    mkdirSync(this.#dir, { recursive: true });
    process.once('exit', () => removeDetailSlices());
  }

  /** Keeps one slice of the export (products in id order, after those of the slices before). */
  write(products: readonly ProductDetail[]): void {
    if (!products.length) return;
    writeFileSync(this.#file(this.#firstIds.length), JSON.stringify(products));
    this.#firstIds.push(products[0]!.id);
    this.#sizes.push(products.length);
  }

  /** A product's full detail, read from its slice (and the next slice read ahead). */
  async take(id: number): Promise<ProductDetail> {
    const slice = this.#sliceOf(id);
    const open = this.#read(slice);
    if (slice + 1 < this.#firstIds.length) this.#read(slice + 1);
    if (--open.left <= 0) this.#open.delete(slice);
    const product = (await open.products).get(id);
    if (!product) throw new Error(`Product ${id} is not in the catalog this build exported.`);
    return product;
  }

  #file(slice: number): string {
    return join(this.#dir, `${slice}.json`);
  }

  /** The last slice whose first id is at most `id`. */
  #sliceOf(id: number): number {
    let lo = 0;
    let hi = this.#firstIds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.#firstIds[mid]! <= id) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  #read(slice: number): OpenSlice {
    let open = this.#open.get(slice);
    if (!open) {
      const products = readFile(this.#file(slice), 'utf8').then(
        (text) => new Map((JSON.parse(text) as ProductDetail[]).map((p) => [p.id, p])),
      );
      open = { products, left: this.#sizes[slice]! };
      this.#open.set(slice, open);
    }
    return open;
  }
}
