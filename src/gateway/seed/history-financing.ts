/**
 * The demo buyer's company finances an import of titanium dioxide: asked 50 days ago, offered,
 * accepted with the PIN and a one-time code, disbursed 45 days ago; the first instalment was
 * collected on its due date, the next two are to come. A manufacturing request waits for review.
 */
import { DEMO_WALLET_PIN, type DemoHistory, demoDocument } from './history-context.ts';
import { emailedCode } from './history-wallets.ts';

/** Seeds the financing; the demo operator offers and disburses it, so without one there is none. */
export async function seedFinancing(history: DemoHistory): Promise<void> {
  const { services, clock, buyer, operator } = history;
  if (!operator) return;
  const imported = await clock.on(50, 10, async () => {
    const draft = await services.financing.create(buyer, 'import');
    await services.financing.saveDraft(buyer, draft.id, {
      details: {
        supplierName: 'Qingdao Titanium Chemical Co., Ltd.',
        supplierCountry: 'CN',
        proformaNumber: 'QT-PI-2026-0418',
        proformaFileId: await demoDocument(history, buyer.companyId!, 'proforma-invoice-QT-PI-2026-0418.pdf'),
        formMNumber: 'MF20260418337',
        incoterm: 'CIF',
        portOfDischarge: 'Apapa, Lagos',
        goods: 'Titanium dioxide, rutile grade, 20 t in 25 kg bags (for coatings)',
        hsCode: '3206.11.00',
        currency: 'USD',
        foreignAmount: 8_000_00,
        koboPerUnit: 155_000,
        tenorDays: 90,
      },
      step: 4,
    });
    return services.financing.submit(buyer, draft.id);
  });
  await clock.on(49, 11, () => services.operations.actOnFinancing(operator.id, imported.id, { kind: 'review' }));
  await clock.on(48, 15, () =>
    services.operations.actOnFinancing(operator.id, imported.id, {
      kind: 'offer',
      offer: { amount: 12_400_000_00, tenorDays: 90, rateBps: 250, fee: 62_000_00, expiresInDays: 7, note: 'Standard import terms.' },
    }),
  );
  await clock.on(47, 9, async () => {
    const sent = await services.codes.send(buyer.userId, 'accept-financing');
    await services.codes.validate(buyer.userId, sent.otpId, await emailedCode(history, buyer.userId));
    await services.financing.accept(buyer, imported.id, { pin: DEMO_WALLET_PIN, otpId: sent.otpId });
  });
  await clock.on(45, 10, () => services.operations.actOnFinancing(operator.id, imported.id, { kind: 'disburse' }));
  // The job's run on the first due date (30 days after disbursement) collects it from the wallet.
  await clock.on(15, 12, () => services.financing.tick());
  await clock.on(3, 16, async () => {
    const draft = await services.financing.create(buyer, 'manufacturing');
    await services.financing.saveDraft(buyer, draft.id, {
      details: {
        productName: 'Exterior emulsion paint, 20 L',
        productionRun: '12,000 pails for the rainy-season order of a Lagos distributor, produced over six weeks.',
        inputs: [
          { name: 'Titanium dioxide rutile', quantity: '8 t', amount: 9_600_000_00 },
          { name: 'Acrylic binder', quantity: '14 t', amount: 8_400_000_00 },
        ],
        offtakeContracts: [{ buyerName: 'Eko Paints Distribution Ltd', value: 36_000_000_00 }],
        amount: 18_000_000_00,
        tenorDays: 120,
      },
      step: 4,
    });
    await services.financing.submit(buyer, draft.id);
  });
}
