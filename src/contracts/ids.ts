/** Ids of private entities (orders, payments, requests, notifications…) are UUIDs: whether a string can be one. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (checked before it reaches the uuid column). */
export const isUuid = (value: string) => UUID.test(value);
