/**
 * CAS registry numbers ("7732-18-5") carry a check digit: the other digits, each times its position
 * counted from the right, summed, modulo 10. One check for the product form, product requests and
 * the gateway.
 */
export function isValidCasNumber(value: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(value);
  if (!match) return false;
  const digits = (match[1]! + match[2]!).split('').reverse();
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(match[3]);
}
