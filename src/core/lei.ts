/**
 * Legal Entity Identifiers (ISO 17442): 18 letters or digits, then two check digits computed
 * as in ISO 7064 MOD 97-10 (letters count as 10–35; the whole number mod 97 is 1).
 */

const SHAPE = /^[0-9A-Z]{18}[0-9]{2}$/;

/** The remainder mod 97 of the number an LEI spells (A = 10 … Z = 35), digit by digit. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = parseInt(char, 36);
    rest = value < 10 ? (rest * 10 + value) % 97 : (rest * 100 + value) % 97;
  }
  return rest;
}

/** The two check digits for the first 18 characters of an LEI (upper-case letters and digits). */
export function leiCheckDigits(base: string): string {
  if (!/^[0-9A-Z]{18}$/.test(base)) throw new Error('An LEI’s base is 18 upper-case letters or digits');
  return String(98 - mod97(`${base}00`)).padStart(2, '0');
}

/** Whether `value` is an LEI: upper case, 20 characters, check digits right. */
export function isValidLei(value: string): boolean {
  return SHAPE.test(value) && mod97(value) === 1;
}

/**
 * Why `value` is not an LEI (`label` names the field), or undefined. Lower case is read as
 * upper case (the caller stores the upper-cased form); empty is left to the required check.
 */
export function leiProblem(value: string, label: string): string | undefined {
  const lei = value.trim().toUpperCase();
  if (lei === '') return undefined;
  if (lei.length !== 20) return `${label}: an LEI has 20 characters; this one has ${lei.length}`;
  if (!/^[0-9A-Z]+$/.test(lei)) return `${label}: use only the letters A–Z and digits`;
  if (!SHAPE.test(lei) || mod97(lei) !== 1) return `${label}: the check digits do not match; look for a typing error`;
  return undefined;
}
