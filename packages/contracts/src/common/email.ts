/** The email helper of part 1 §5: 254 / 64 / 63 limits plus a pattern. */
const PATTERN =
  /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  if (value.slice(0, at).length > 64) return false;
  if (
    value
      .slice(at + 1)
      .split('.')
      .some((label) => label.length > 63)
  )
    return false;
  return PATTERN.test(value);
}
