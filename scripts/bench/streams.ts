/**
 * Live conversations on one gateway: a thousand open streams (Server-Sent Events) and messages
 * delivered to all of them. The readers are the people of a storefront's company and of a buying
 * company (half each), every one with the thread open, so each message goes to every stream. For
 * each message, the time from its send (the POST leaving this process) to its arrival on the first
 * stream, the median stream and the last; and the gateway's memory (its process's resident set)
 * idle, with the streams open, and after the messages. The readers run in this process, on the same
 * machine: their parsing is part of what is measured.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { issueStreamTicket } from '../../src/gateway/conversations/stream-ticket.ts';
import { openDatabase } from '../../src/gateway/db/client.ts';
import { users } from '../../src/gateway/db/schema/accounts.ts';
import { products } from '../../src/gateway/db/schema/catalog.ts';
import { companies, companyMembers, type CompanyRole } from '../../src/gateway/db/schema/companies.ts';
import { signAccessToken } from '../../src/gateway/platform/auth/access-token.ts';
import { seedCatalog } from '../../src/gateway/seed/catalog-seed.ts';
import { type EventStreamReader, openEventStream } from './event-stream.ts';
import { freePort, scratchDatabase, spread, startGatewayProcess, type Spread } from './gateway.ts';
import { treeRssKiB } from './process-tree.ts';

export interface StreamFigures {
  backend: 'PGlite' | 'PostgreSQL';
  streams: number;
  messages: number;
  /** MiB of the gateway's resident set. */
  rssIdle: number;
  rssOpen: number;
  rssAfter: number;
  /** Milliseconds from send to arrival, per message: on the first stream, the median one and the last. */
  first: Spread;
  median: Spread;
  last: Spread;
}

const mib = (kib: number) => Math.round(kib / 1024);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A buying company and a storefront's company, `each` people in each, and the one who writes. */
async function seedPeople(options: { databaseUrl: string | undefined; dataDir: string; each: number }) {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await database.migrate();
    const db = database.db;
    mkdirSync(join(options.dataDir, 'media'), { recursive: true });
    await seedCatalog(db, { products: 20, mediaDir: join(options.dataDir, 'media') });
    const [product] = await db
      .select({ id: products.id, supplierId: products.supplierId })
      .from(products)
      .where(and(eq(products.status, 'published')))
      .orderBy(asc(products.id))
      .limit(1);
    const sellerCompany = uuidv7();
    const buyerCompany = uuidv7();
    await db.insert(companies).values([
      { id: sellerCompany, name: 'Streaming Chemicals', supplierId: product!.supplierId },
      { id: buyerCompany, name: 'Streaming Paints' },
    ]);
    const person = async (name: string, companyId: string, role: CompanyRole) => {
      const id = uuidv7();
      await db
        .insert(users)
        .values({ id, email: `${name}@streams.bench`, fullName: name, accountType: 'company', businessUserType: 'both' });
      await db.insert(companyMembers).values({ companyId, userId: id, role });
      return id;
    };
    const readers: string[] = [];
    for (let i = 0; i < options.each; i++) {
      readers.push(await person(`seller-${i}`, sellerCompany, 'sales'));
      readers.push(await person(`buyer-${i}`, buyerCompany, 'procurement'));
    }
    const writer = await person('writer', buyerCompany, 'owner');
    return { productId: product!.id, readers, writer, buyerCompany };
  } finally {
    await database.close();
  }
}

export async function benchStreams(options: {
  backend: 'PGlite' | 'PostgreSQL';
  adminUrl: string;
  streams: number;
  messages: number;
  scratch: string;
}): Promise<StreamFigures> {
  const dataDir = join(options.scratch, `streams-${options.backend.toLowerCase()}`);
  mkdirSync(dataDir, { recursive: true });
  const database = options.backend === 'PostgreSQL' ? await scratchDatabase(options.adminUrl, 'bench_streams') : null;
  const secretText = randomBytes(32).toString('hex');
  const secret = new TextEncoder().encode(secretText);
  const readersOpen: EventStreamReader[] = [];
  try {
    const seeded = await seedPeople({ databaseUrl: database?.url, dataDir, each: options.streams / 2 });
    const port = await freePort();
    const server = await startGatewayProcess({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', JWT_SECRET: secretText }, port);
    const base = `http://127.0.0.1:${port}/api`;
    try {
      await fetch(`${base}/health`);
      await settle(2000);
      const rssIdle = treeRssKiB(server.child.pid!);

      // Opened fifty at a time, each with its person's ticket, as that many browsers would.
      for (let i = 0; i < seeded.readers.length; i += 50) {
        const batch = await Promise.all(
          seeded.readers.slice(i, i + 50).map(async (userId) => {
            const { ticket } = await issueStreamTicket(secret, userId);
            const reader = await openEventStream(`${base}/v1/conversations/stream?ticket=${ticket}`);
            if (reader.status !== 200) throw new Error(`a stream was refused: ${reader.status} ${reader.body()}`);
            await reader.next((e) => e.event === 'ready', 30_000);
            return reader;
          }),
        );
        readersOpen.push(...batch);
      }
      await settle(2000);
      const rssOpen = treeRssKiB(server.child.pid!);

      const token = await signAccessToken(
        { userId: seeded.writer, roles: ['owner'], businessUserType: 'both', accountType: 'company', companyId: seeded.buyerCompany },
        secret,
      );
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const firsts: number[] = [];
      const medians: number[] = [];
      const lasts: number[] = [];
      let threadId: string | null = null;
      for (let m = 0; m < options.messages; m++) {
        const text = `Message ${m} to every stream`;
        const arrived = (e: { event: string; data: string }) => e.event === 'message' && e.data.includes(`"text":"${text}"`);
        const sentAt = performance.now();
        const waiting = readersOpen.map((reader) => reader.next(arrived, 30_000));
        const response: Response = await fetch(
          threadId ? `${base}/v1/conversations/threads/${threadId}/messages` : `${base}/v1/conversations/threads`,
          {
            method: 'POST',
            headers,
            body: JSON.stringify(threadId ? { text } : { subject: { kind: 'product', productId: seeded.productId }, text }),
          },
        );
        if (response.status !== 200) throw new Error(`the message was refused: ${response.status} ${await response.text()}`);
        threadId ??= ((await response.json()) as { data: { thread: { id: string } } }).data.thread.id;
        const times = (await Promise.all(waiting)).map((event) => event.at - sentAt).sort((a, b) => a - b);
        firsts.push(times[0]!);
        medians.push(times[Math.floor(times.length / 2)]!);
        lasts.push(times.at(-1)!);
      }
      await settle(1000);
      const rssAfter = treeRssKiB(server.child.pid!);
      for (const reader of readersOpen) reader.close();
      return {
        backend: options.backend,
        streams: readersOpen.length,
        messages: options.messages,
        rssIdle: mib(rssIdle),
        rssOpen: mib(rssOpen),
        rssAfter: mib(rssAfter),
        first: spread(firsts),
        median: spread(medians),
        last: spread(lasts),
      };
    } finally {
      for (const reader of readersOpen) reader.close();
      await server.stop();
    }
  } finally {
    await database?.drop();
  }
}
