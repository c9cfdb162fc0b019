/**
 * Conversations between buyers and storefronts through the API: threads per pair and subject, who
 * may read and write them (the buying party's members who may buy, the storefront's who may sell,
 * invited operators), files, read marks and unread counts, reports to the operators, the email about
 * messages left unread (one per thread), and the sending limit under a burst of concurrent messages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TEXT_MAX } from '../../src/contracts/conversations.ts';
import { UPLOAD_RULES } from '../../src/contracts/files.ts';
import { MESSAGE_LIMITS } from '../../src/gateway/conversations/conversations.ts';
import { inviteOperator, openThread, postMessage } from '../../src/gateway/conversations/index.ts';
import { suppliers } from '../../src/gateway/db/schema/catalog.ts';
import { auditLog, platformOperators } from '../../src/gateway/db/schema/operations.ts';
import { notifications, outbox } from '../../src/gateway/db/schema/platform.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { type Auth, buyer, db, member, packagesOfSuppliers, send, type TestPackage, uploadPdf } from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

describe.each(backends)('conversations on %s', (backend) => {
  let gw: TestGateway;
  let storageDir = '';
  let now = new Date();
  /** The storefront's product the buyers write about, and another storefront's. */
  let product: TestPackage;
  let otherProduct: TestPackage;
  type Someone = { id: string; auth: Auth; companyId?: string };
  const people: Record<string, Someone> = {};

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'conversations-files-'));
    gw = await startGateway(backend, 30, { storage: createDiskStorage(storageDir), clock: () => now });
    const [first, second] = await packagesOfSuppliers(gw, 2);
    product = first!;
    otherProduct = second!;
    // The storefront is the selling party: its name is what buyers see.
    await db(gw).update(suppliers).set({ name: 'Lagoon Chemicals' }).where(eq(suppliers.id, product.supplierId));
    const sellerOwner = await member(gw, 'owner@seller.test', 'owner', {
      supplierId: product.supplierId,
      companyName: 'Lagoon Chemicals',
    });
    people.sellerOwner = sellerOwner;
    people.sellerSales = await member(gw, 'sales@seller.test', 'sales', { companyId: sellerOwner.companyId });
    // Buys for the selling company, but does not sell: the storefront's threads are not theirs.
    people.sellerProcurement = await member(gw, 'procurement@seller.test', 'procurement', { companyId: sellerOwner.companyId });
    const buyerOwner = await member(gw, 'owner@buyer.test', 'owner', { companyName: 'Okafor Paints' });
    people.buyerOwner = buyerOwner;
    people.buyerProcurement = await member(gw, 'procurement@buyer.test', 'procurement', { companyId: buyerOwner.companyId });
    // Sells for the buying company (it has no storefront), but does not buy.
    people.buyerSales = await member(gw, 'sales@buyer.test', 'sales', { companyId: buyerOwner.companyId });
    people.buyerViewer = await member(gw, 'viewer@buyer.test', 'viewer', { companyId: buyerOwner.companyId });
    people.personal = await buyer(gw, 'ngozi@personal.test', 'Ngozi Eze');
    people.stranger = await member(gw, 'owner@stranger.test', 'owner', { companyName: 'Stranger Resins' });
    people.operator = await buyer(gw, 'operator@platform.test', 'Olu Operator');
    people.otherOperator = await buyer(gw, 'second@platform.test', 'Second Operator');
    await db(gw)
      .insert(platformOperators)
      .values([{ userId: people.operator.id }, { userId: people.otherOperator.id }]);
  });
  afterAll(async () => {
    await gw?.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  const as = (who: string) => people[who]!.auth;
  const aboutProduct = (productId = product.productId) => ({ kind: 'product', productId });
  const start = (who: string, subject: object, text: string, fileIds: string[] = []) =>
    send(gw, 'POST', '/v1/conversations/threads', as(who), { subject, text, fileIds });
  const write = (who: string, threadId: string, text: string, fileIds: string[] = []) =>
    send(gw, 'POST', `/v1/conversations/threads/${threadId}/messages`, as(who), { text, fileIds });
  const threads = async (who: string, query = '') => (await send(gw, 'GET', `/v1/conversations/threads${query}`, as(who))).body;
  const unread = async (who: string) => (await send(gw, 'GET', '/v1/conversations/unread-count', as(who))).body.data;
  const messages = async (who: string, threadId: string, query = '') =>
    send(gw, 'GET', `/v1/conversations/threads/${threadId}/messages${query}`, as(who));

  let productThread = '';

  it('opens a thread with its first message when a buyer writes to a storefront about its product', async () => {
    const sent = await start('buyerProcurement', aboutProduct(), 'Do you have the 25 kg bags in stock for Lagos?');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { thread, message } = sent.body.data;
    productThread = thread.id;
    expect(thread).toMatchObject({
      side: 'buyer',
      subject: { kind: 'product', ref: String(product.productId), title: product.name },
      unreadCount: 0,
    });
    expect(thread.subject.url).toMatch(new RegExp(`^/product/.+/${product.productId}$`));
    expect(thread.buyer).toEqual({ name: 'Okafor Paints', kind: 'company' });
    expect(message).toMatchObject({
      text: 'Do you have the 25 kg bags in stock for Lagos?',
      author: { side: 'buyer', name: 'Member procurement', party: 'Okafor Paints', mine: true },
      removed: false,
    });

    // The storefront's people who may sell see it, unread.
    for (const who of ['sellerOwner', 'sellerSales']) {
      const list = await threads(who);
      expect(list.data, who).toHaveLength(1);
      expect(list.data[0]).toMatchObject({
        id: productThread,
        side: 'seller',
        unreadCount: 1,
        lastMessage: { preview: 'Do you have the 25 kg bags in stock for Lagos?', authorSide: 'buyer', mine: false },
      });
      expect(await unread(who)).toEqual({ count: 1, bySide: { buyer: 0, seller: 1, operator: 0 } });
    }
    // The buyer's colleagues see the thread too, nothing unread (their side wrote it).
    expect((await threads('buyerOwner')).data.map((t: { id: string }) => t.id)).toEqual([productThread]);
    expect((await unread('buyerOwner')).count).toBe(0);
  });

  it('adds to the same thread when the same buying company writes again about the same product', async () => {
    const again = await start('buyerOwner', aboutProduct(), 'And the price for 40 bags?');
    expect(again.status).toBe(200);
    expect(again.body.data.thread.id).toBe(productThread);
    expect((await threads('sellerOwner')).data[0]).toMatchObject({ id: productThread, unreadCount: 2 });
    // A personal account writing about the same product has a thread of its own.
    const personal = await start('personal', aboutProduct(), 'Is a sample possible?');
    expect(personal.body.data.thread.id).not.toBe(productThread);
    expect(personal.body.data.thread.buyer).toEqual({ name: 'Ngozi Eze', kind: 'personal' });
    expect((await threads('sellerOwner')).totalRecords).toBe(2);
  });

  it('moves read marks and unread counts as each side reads and answers', async () => {
    const answer = await write('sellerSales', productThread, 'Yes, 60 bags in our Apapa warehouse.');
    expect(answer.status).toBe(200);
    expect(answer.body.data.message.author).toMatchObject({ side: 'seller', party: 'Lagoon Chemicals', mine: true });
    // Answering is reading: the seller's own unread for the thread is gone for the one who wrote, not for a colleague.
    expect((await threads('sellerSales')).data.find((t: { id: string }) => t.id === productThread).unreadCount).toBe(0);
    expect((await threads('sellerOwner')).data.find((t: { id: string }) => t.id === productThread).unreadCount).toBe(2);
    expect(await unread('buyerProcurement')).toEqual({ count: 1, bySide: { buyer: 1, seller: 0, operator: 0 } });

    const read = await send(gw, 'POST', `/v1/conversations/threads/${productThread}/read`, as('buyerProcurement'), {});
    expect(read.status).toBe(200);
    expect(read.body.data.lastReadSeq).toBe(answer.body.data.message.seq);
    expect((await unread('buyerProcurement')).count).toBe(0);
    // Reading again, or an older mark, never moves it back.
    const back = await send(gw, 'POST', `/v1/conversations/threads/${productThread}/read`, as('buyerProcurement'), { upTo: 1 });
    expect(back.body.data.lastReadSeq).toBe(answer.body.data.message.seq);

    const detail = await send(gw, 'GET', `/v1/conversations/threads/${productThread}`, as('sellerSales'));
    expect(detail.status).toBe(200);
    expect(detail.body.data.reads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ side: 'buyer', name: 'Member procurement', lastReadSeq: answer.body.data.message.seq }),
      ]),
    );
    expect(detail.body.data.myLastReadSeq).toBe(answer.body.data.message.seq);
  });

  it('refuses everyone outside the thread, and members whose role does not fit their side, with 404', async () => {
    for (const who of ['stranger', 'buyerSales', 'buyerViewer', 'sellerProcurement', 'personal', 'operator']) {
      expect((await send(gw, 'GET', `/v1/conversations/threads/${productThread}`, as(who))).status, who).toBe(404);
      expect((await messages(who, productThread)).status, who).toBe(404);
      expect((await write(who, productThread, 'Hello?')).status, who).toBe(404);
      expect((await send(gw, 'POST', `/v1/conversations/threads/${productThread}/read`, as(who), {})).status, who).toBe(404);
    }
    for (const who of ['stranger', 'buyerSales', 'buyerViewer', 'sellerProcurement']) {
      expect((await threads(who)).data, who).toEqual([]);
      expect((await unread(who)).count, who).toBe(0);
    }
    // A role that may not buy cannot start a thread as a buyer.
    const refused = await start('buyerSales', aboutProduct(), 'Hello');
    expect(refused.status).toBe(403);
    expect((await send(gw, 'GET', '/v1/conversations/threads/not-an-id', as('buyerOwner'))).status).toBe(404);
    expect((await messages('buyerOwner', productThread)).body.data.messages).toHaveLength(3);
  });

  it('refuses a message to a company one has no subject with, and allows a general one once they deal together', async () => {
    const general = { kind: 'general', supplierId: otherProduct.supplierId };
    const refused = await start('stranger', general, 'Can we talk?');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/general conversation needs an order, a quote/);
    // The storefront may not write generally to a company it has never dealt with either.
    const sellerRefused = await start('sellerOwner', { kind: 'general', buyerId: people.stranger!.companyId }, 'Hello');
    expect(sellerRefused.status).toBe(403);
    const threadsBefore = (await threads('stranger')).totalRecords;

    // Unknown things and one's own storefront are refused by name.
    expect((await start('buyerOwner', { kind: 'product', productId: 999_999 }, 'Hi')).status).toBe(404);
    expect((await start('buyerOwner', { kind: 'order', orderId: '00000000-0000-7000-8000-000000000000' }, 'Hi')).status).toBe(404);
    expect((await start('sellerProcurement', aboutProduct(), 'Hi')).status).toBe(409);
    expect((await start('buyerOwner', { kind: 'general' }, 'Hi')).status).toBe(400);
    expect((await threads('stranger')).totalRecords).toBe(threadsBefore);

    // Once the stranger asks for a quote from the other storefront, a general conversation with it is open.
    const quote = await send(gw, 'POST', '/v1/quotes/request', as('stranger'), {
      productId: otherProduct.productId,
      packageId: otherProduct.id,
      quantity: 2,
      deliveryPlace: 'Ikeja, Lagos',
      incoterm: 'DAP',
      neededBy: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const preview = await send(gw, 'GET', `/v1/conversations/subject?kind=general&supplierId=${otherProduct.supplierId}`, as('stranger'));
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ threadId: null, side: 'buyer', subject: { kind: 'general', title: 'General' } });
    const opened = await start('stranger', general, 'About our quote: can you deliver monthly?');
    expect(opened.status).toBe(200);
    expect(
      (await send(gw, 'GET', `/v1/conversations/subject?kind=general&supplierId=${otherProduct.supplierId}`, as('stranger'))).body.data
        .threadId,
    ).toBe(opened.body.data.thread.id);
  });

  it('carries files its author uploaded and nothing else uses, private to the thread', async () => {
    const fileId = await uploadPdf(gw, as('buyerOwner'), 'specification.pdf');
    const sent = await write('buyerOwner', productThread, 'Our specification attached.', [fileId]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [file] = sent.body.data.message.files;
    expect(file).toMatchObject({ id: fileId, name: 'specification.pdf', contentType: 'application/pdf', kind: 'document' });

    // The storefront downloads it from the thread; the public file address no longer serves it.
    const download = await gw.app.inject({ url: file.url, headers: as('sellerSales') });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect((await gw.app.inject({ url: `/api/v1/files/${fileId}` })).statusCode).toBe(404);
    expect((await gw.app.inject({ url: file.url, headers: as('stranger') })).statusCode).toBe(404);

    // Someone else's file, a file used already, and too many files are refused; nothing is written.
    const count = (await messages('buyerOwner', productThread)).body.data.messages.length;
    const others = await uploadPdf(gw, as('sellerSales'), 'theirs.pdf');
    expect((await write('buyerOwner', productThread, 'Theirs', [others])).status).toBe(400);
    expect((await write('sellerSales', productThread, 'Again', [fileId])).status).toBe(400);
    const six = Array.from({ length: 6 }, () => '00000000-0000-7000-8000-000000000000');
    expect((await write('buyerOwner', productThread, 'Six', six)).status).toBe(400);
    expect((await messages('buyerOwner', productThread)).body.data.messages).toHaveLength(count);

    // An oversized file never becomes one to attach: the upload itself is refused, with the limit named.
    const boundary = 'oversized-boundary';
    const oversized = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/fileupload/document',
      headers: { ...as('buyerOwner'), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
        ),
        Buffer.alloc(UPLOAD_RULES.document.maxBytes, 32),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toMatch(/too large: the limit is 10 MiB/);
    expect((await messages('buyerOwner', productThread)).body.data.messages).toHaveLength(count);

    // A file alone is a message; sent with two messages at once, it goes with one of them.
    const alone = await uploadPdf(gw, as('buyerOwner'), 'coa.pdf');
    const sent5 = await Promise.all(Array.from({ length: 5 }, (_, i) => write('buyerOwner', productThread, i ? `Copy ${i}` : '', [alone])));
    expect(sent5.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('keeps text plain: cleaned of invisible characters, capped, never empty, never read as HTML', async () => {
    const sent = await write('sellerOwner', productThread, '  <b>Purity</b> < 99.5% \u202Egpj.exe see https://example.com/tds?x=1  ');
    expect(sent.status).toBe(200);
    expect(sent.body.data.message.text).toBe('<b>Purity</b> < 99.5% gpj.exe see https://example.com/tds?x=1');
    const tooLong = await write('sellerOwner', productThread, 'x'.repeat(MESSAGE_TEXT_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.text).toEqual([`must be at most ${MESSAGE_TEXT_MAX} characters`]);
    expect((await write('sellerOwner', productThread, '   ')).status).toBe(400);
    expect((await write('sellerOwner', productThread, '\u200B\u202E')).status).toBe(400);
  });

  it('pages threads and messages', async () => {
    const firstPage = await threads('sellerOwner', '?PageSize=1');
    expect(firstPage).toMatchObject({ pageNumber: 1, pageSize: 1, totalRecords: 2, totalPages: 2 });
    const secondPage = await threads('sellerOwner', '?PageSize=1&PageNumber=2');
    expect(secondPage.data[0].id).not.toBe(firstPage.data[0].id);
    const sideOnly = await threads('sellerOwner', '?side=buyer');
    expect(sideOnly.data).toEqual([]);

    const newest = (await messages('buyerOwner', productThread, '?PageSize=2')).body.data;
    expect(newest.messages).toHaveLength(2);
    expect(newest.hasOlder).toBe(true);
    expect(newest.messages[0].seq).toBeLessThan(newest.messages[1].seq);
    const older = (await messages('buyerOwner', productThread, `?PageSize=50&before=${newest.messages[0].seq}`)).body.data;
    expect(older.hasOlder).toBe(false);
    expect(older.messages.every((m: { seq: number }) => m.seq < newest.messages[0].seq)).toBe(true);
    expect((await messages('buyerOwner', productThread, '?PageSize=0')).status).toBe(400);
  });

  it('sends a report to the operators, whose upholding removes the message for everyone and tells the reporter', async () => {
    const offending = await write('sellerOwner', productThread, 'Pay me outside the platform: 0123456789.');
    const messageId = offending.body.data.message.id;
    const report = (who: string, id = messageId) =>
      send(gw, 'POST', `/v1/conversations/messages/${id}/report`, as(who), { reason: 'Asks to pay outside the platform.' });
    expect((await report('buyerOwner')).status).toBe(200);
    expect((await report('buyerOwner')).status).toBe(409);
    expect((await report('sellerOwner')).status).toBe(409);
    expect((await report('stranger')).status).toBe(404);
    expect((await send(gw, 'POST', `/v1/conversations/messages/${messageId}/report`, as('buyerProcurement'), { reason: '' })).status).toBe(
      400,
    );
    expect((await report('buyerProcurement')).status).toBe(200);

    const queue = await send(gw, 'GET', '/v1/operations/message-reports', as('operator'));
    expect(queue.status).toBe(200);
    expect(queue.body.totalRecords).toBe(2);
    expect(queue.body.data[0]).toMatchObject({
      status: 'open',
      reason: 'Asks to pay outside the platform.',
      reporter: { party: 'Okafor Paints' },
      message: { id: messageId, text: 'Pay me outside the platform: 0123456789.', authorParty: 'Lagoon Chemicals', removed: false },
      thread: { id: productThread, buyerName: 'Okafor Paints', supplierName: 'Lagoon Chemicals' },
    });
    expect((await send(gw, 'GET', '/v1/operations/summary', as('operator'))).body.data.queues.messageReports).toBe(2);
    expect((await send(gw, 'GET', '/v1/operations/message-reports', as('buyerOwner'))).status).toBe(403);

    const upheld = await send(gw, 'POST', `/v1/operations/message-reports/${queue.body.data[0].id}/approve`, as('operator'), {});
    expect(upheld.status).toBe(200);
    // Both reports of the message are decided; a second decision is a conflict.
    expect((await send(gw, 'GET', '/v1/operations/message-reports', as('operator'))).body.totalRecords).toBe(0);
    expect(
      (
        await send(gw, 'POST', `/v1/operations/message-reports/${queue.body.data[0].id}/reject`, as('operator'), {
          reason: 'Decided already, twice?',
        })
      ).status,
    ).toBe(409);

    const shown = (await messages('sellerSales', productThread, '?PageSize=100')).body.data.messages.find(
      (m: { id: string }) => m.id === messageId,
    );
    expect(shown).toMatchObject({ removed: true, text: '', files: [] });
    const told = await db(gw).select().from(notifications).where(eq(notifications.userId, people.buyerOwner!.id));
    expect(told.map((n) => n.title)).toContain('The message you reported was removed');
    const [entry] = await db(gw).select().from(auditLog).where(eq(auditLog.subjectType, 'message-report'));
    expect(entry).toMatchObject({ action: 'message-report.approve', operatorId: people.operator!.id });
  });

  it('lets an invited operator into a claim thread, with the platform’s own messages, and nobody else from the platform', async () => {
    const [thread] = await db(gw).transaction(async (tx) => {
      const opened = await openThread(tx, {
        companies: { buyerCompanyId: people.buyerOwner!.companyId!, buyerUserId: null, supplierId: product.supplierId },
        subject: { kind: 'claim', ref: 'claim-1', title: 'Claim on order MC-100001' },
      });
      await inviteOperator(tx, opened.id, people.operator!.id);
      await postMessage(tx, { threadId: opened.id, author: { kind: 'system' }, text: 'A claim was opened on this order.' });
      return [opened];
    });
    const list = await threads('operator', '?side=operator');
    expect(list.data.map((t: { id: string; side: string }) => [t.id, t.side])).toEqual([[thread!.id, 'operator']]);
    expect(list.data[0].unreadCount).toBe(1);
    const said = await write('operator', thread!.id, 'We are looking at the photos; the hold stays meanwhile.');
    expect(said.status).toBe(200);
    expect(said.body.data.message.author).toMatchObject({ side: 'operator', party: 'ChemMarket Africa' });

    const onBuyerSide = (await messages('buyerOwner', thread!.id)).body.data.messages;
    expect(onBuyerSide.map((m: { author: { side: string } }) => m.author.side)).toEqual(['system', 'operator']);
    expect((await threads('buyerOwner')).data.find((t: { id: string }) => t.id === thread!.id).unreadCount).toBe(2);
    expect((await messages('otherOperator', thread!.id)).status).toBe(404);
  });

  it('emails each side once per thread about messages left unread, not once per message', async () => {
    const started = new Date(now);
    const remind = (minutesLater: number) =>
      gw.app.services.conversations.remindUnread(new Date(started.getTime() + minutesLater * 60_000));
    // What the earlier tests left unread is emailed now, so what follows counts this test's thread alone.
    await remind(16);
    const owner = await member(gw, 'owner@email-paints.test', 'owner', { companyName: 'Email Paints' });
    people.emailOwner = owner;
    people.emailProcurement = await member(gw, 'procurement@email-paints.test', 'procurement', { companyId: owner.companyId });
    await member(gw, 'sales@email-paints.test', 'sales', { companyId: owner.companyId });
    const emailsTo = (email: string) =>
      db(gw)
        .select({ subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(and(eq(outbox.to, email), like(outbox.subject, '%waiting for you')));
    const threadId = (await start('emailOwner', aboutProduct(), 'Price for 10 drums?')).body.data.thread.id;

    for (const text of ['First', 'Second', 'Third, your answer: 12 drums at once']) await write('sellerSales', threadId, text);
    expect(await remind(5)).toBe(0);
    expect(await remind(16)).toBe(2);
    const [email] = await emailsTo('owner@email-paints.test');
    expect(email!.subject).toBe('3 messages from Lagoon Chemicals waiting for you');
    expect(email!.text).toContain('Member sales (Lagoon Chemicals): “Third, your answer: 12 drums at once”');
    expect(email!.text).toContain(`/procurement/messages?thread=${threadId}`);
    expect(await emailsTo('procurement@email-paints.test')).toHaveLength(1);
    // People whose role does not buy are not emailed.
    expect(await emailsTo('sales@email-paints.test')).toHaveLength(0);

    // More messages while those of the first email are still unread: no second email.
    await write('sellerSales', threadId, 'Fourth');
    now = new Date(started.getTime() + 20 * 60_000);
    expect(await remind(60)).toBe(0);
    // Once someone of the side has read it, a later unread message brings one more email.
    await send(gw, 'POST', `/v1/conversations/threads/${threadId}/read`, as('emailProcurement'), {});
    await write('sellerSales', threadId, 'Fifth, see https://phish.example/login');
    expect(await remind(30)).toBe(0);
    expect(await remind(40)).toBe(2);
    expect(await remind(40)).toBe(0);
    const latest = (await emailsTo('owner@email-paints.test')).at(-1)!;
    expect(latest.subject).toBe('A message from Lagoon Chemicals waiting for you');
    expect(latest.text).toContain('Fifth, see (link)');
    expect(latest.text).not.toContain('phish.example');
    expect(await emailsTo('owner@email-paints.test')).toHaveLength(2);
  });

  it(`holds the sending limit (${MESSAGE_LIMITS.burst.limit} a minute) under a burst of concurrent messages`, async () => {
    people.burst = await buyer(gw, 'burst@personal.test', 'Burst Sender');
    const { id: threadId } = (await start('burst', aboutProduct(), 'Start')).body.data.thread;
    // The first message of the minute is spent; the burst is the rest and more, all at once.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => write('burst', threadId, `Burst ${i}`)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MESSAGE_LIMITS.burst.limit - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - (MESSAGE_LIMITS.burst.limit - 1));
    expect(burst.find((r) => r.status === 429)!.headers['retry-after']).toMatch(/^\d+$/);
    const stored = (await messages('burst', threadId, '?PageSize=100')).body.data.messages;
    expect(stored.filter((m: { text: string }) => m.text.startsWith('Burst '))).toHaveLength(MESSAGE_LIMITS.burst.limit - 1);
    // The storefront's unread count is the messages that went through, no more.
    expect((await threads('sellerOwner')).data.find((t: { id: string }) => t.id === threadId).unreadCount).toBe(MESSAGE_LIMITS.burst.limit);
  });
});
