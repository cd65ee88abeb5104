import { describe, expect, it } from 'vitest';
import { isValidLei, leiCheckDigits, leiProblem } from './lei';

/** Published LEIs (GLEIF): Bloomberg Finance L.P., Apple Inc., Intercontinental Exchange, Inc., JPMorgan Chase & Co., Deutsche Bank AG. */
const PUBLISHED = ['5493001KJTIIGC8Y1R12', 'HWUPKR0MPOU8FGXBT394', '5493000F4ZO33MV32P92', '8I5DZWZKVSZI1NUHU748', '7LTWFZYICNSX8D621K86'];
const LABEL = 'Legal Entity Identifier (LEI)';

describe('Legal Entity Identifiers (ISO 17442, check digits ISO 7064 MOD 97-10)', () => {
  it('accepts published LEIs', () => {
    for (const lei of PUBLISHED) {
      expect(isValidLei(lei), lei).toBe(true);
      expect(leiProblem(lei, LABEL), lei).toBeUndefined();
    }
  });

  it('computes the check digits the published LEIs carry', () => {
    for (const lei of PUBLISHED) expect(leiCheckDigits(lei.slice(0, 18)), lei).toBe(lei.slice(18));
    // Check digits below 10 keep their leading zero; checked here the long way, as one big number.
    const asNumber = (lei: string) => BigInt([...lei].map((c) => parseInt(c, 36)).join(''));
    expect(leiCheckDigits('5493000NWCAPTL0024')).toBe('09');
    expect(leiCheckDigits('5493000NWCAPTL0001')).toBe('78');
    for (const lei of ['5493000NWCAPTL002409', '5493000NWCAPTL000178', ...PUBLISHED]) expect(asNumber(lei) % 97n, lei).toBe(1n);
    expect(() => leiCheckDigits('5493001kjtiigc8y1r')).toThrow();
  });

  it('refuses wrong check digits, one mistyped character and swapped neighbours', () => {
    expect(leiProblem('5493001KJTIIGC8Y1R21', LABEL)).toBe(`${LABEL}: the check digits do not match; look for a typing error`);
    expect(isValidLei('5493001KJTIIGC8Y1R13')).toBe(false);
    expect(isValidLei('5493001KJTIIGC8Y1S12')).toBe(false);
    expect(isValidLei('5493001JKTIIGC8Y1R12')).toBe(false);
    // Check digits are digits.
    expect(isValidLei('5493001KJTIIGC8Y1RAB')).toBe(false);
  });

  it('refuses a wrong length and other characters, and leaves empty to the required check', () => {
    expect(leiProblem('5493001KJTIIGC8Y1R1', LABEL)).toBe(`${LABEL}: an LEI has 20 characters; this one has 19`);
    expect(leiProblem('5493001KJTIIGC8Y1R123', LABEL)).toBe(`${LABEL}: an LEI has 20 characters; this one has 21`);
    expect(leiProblem('5493001KJTIIGC8Y1R-2', LABEL)).toBe(`${LABEL}: use only the letters A–Z and digits`);
    expect(leiProblem('  ', LABEL)).toBeUndefined();
  });

  it('reads lower case as upper case, but only upper case is an LEI as stored', () => {
    expect(leiProblem('5493001kjtiigc8y1r12', LABEL)).toBeUndefined();
    expect(leiProblem(' 5493001KJTIIGC8Y1R12 ', LABEL)).toBeUndefined();
    expect(isValidLei('5493001kjtiigc8y1r12')).toBe(false);
  });
});
