/**
 * The one spelling of an e-mail address under which identities are stored, looked up and throttled: Unicode
 * NFKC (fullwidth `ａ` is `a`, a decomposed `é` is the composed one), surrounding whitespace removed, lower case.
 * Everything that compares addresses uses this, so `"  A@B.example "` can neither reach another account nor
 * another sign-in counter than `a@b.example`.
 */
export function normalizeEmail(raw: string): string {
  // Lower-casing can leave a non-normalised sequence behind (e.g. `İ`), hence NFKC on both sides of it.
  return raw.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
}
