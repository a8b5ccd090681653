/** A JWT of the given claims with a made-up signature: the shape of a key, never a real one. */
export function fakeJwt(claims: object): string {
  const [header, payload] = [{ alg: 'HS256', typ: 'JWT' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'));
  return `${header}.${payload}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`;
}
