/** A route's `:id` as a product id: digits only ('12'), else undefined ('abc', '-1', '1.5', ''). */
export function parseProductId(param: string | undefined): number | undefined {
  if (param === undefined || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
