-- The platform's NGN accounts, with ids derived from their kind (ledger.ts platformAccountId), so
-- code names them without asking the database. Accounts every payment touches keep no balance row.
INSERT INTO ledger_accounts (id, kind, currency, platform, summed) VALUES
  ('dd1e3c62-c61d-5b66-961d-db6ec7367b97', 'escrow', 'NGN', true, true),
  ('fc3706f3-7a0c-5636-8527-00a4e9596194', 'commission', 'NGN', true, true),
  ('19198971-a279-5fcc-8d67-67f5556dad6f', 'card_settlement', 'NGN', true, true),
  ('6618d28e-9315-5496-a293-6195b327cd20', 'bank_settlement', 'NGN', true, true),
  ('a280417a-2d3d-5be3-ba9f-9460ca48fe9c', 'payouts_in_flight', 'NGN', true, false),
  ('2720e01b-f80f-5ec8-9fd9-ca9ee3dac312', 'financing', 'NGN', true, false)
ON CONFLICT DO NOTHING;
