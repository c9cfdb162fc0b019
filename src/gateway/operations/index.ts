/**
 * The operations console's public entry: the queues operators review and their decisions, across the domains.
 */
export { operationsModule } from './module.ts';
export { createOperations } from './operations.ts';
