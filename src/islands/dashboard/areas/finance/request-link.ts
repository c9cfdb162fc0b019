/** The address of a financing request's page (the financing area's route, /financing/requests/:type?id=…). */
import type { FinancingType } from '../../../../contracts/financing.ts';

export const requestLink = (type: FinancingType, id: string) => `/financing/requests/${type}?id=${encodeURIComponent(id)}`;
