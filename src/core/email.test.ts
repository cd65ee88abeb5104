import { describe, expect, it } from 'vitest';
import { corporateEmailProblem, emailDomain, emailProblem, isFreeMailDomain } from './email';

describe('e-mail addresses', () => {
  it('finds the domain of a well-formed address, lower-cased', () => {
    expect(emailDomain(' Ada.Lovelace@Northwind-Capital.com ')).toBe('northwind-capital.com');
    for (const bad of ['ada', 'ada@', '@northwind.com', 'ada@northwind', 'ada lovelace@northwind.com', 'ada@north..wind.com', 'a@b@c.com']) {
      expect(emailDomain(bad), bad).toBeUndefined();
    }
  });

  it('names the field in a shape problem and leaves an empty value to the required check', () => {
    expect(emailProblem('ada', 'E-mail address')).toBe('E-mail address: enter an address like name@company.com');
    expect(emailProblem('  ', 'E-mail address')).toBeUndefined();
    expect(emailProblem('ada@northwind.com', 'E-mail address')).toBeUndefined();
  });

  it('knows the free mail providers and their country variants', () => {
    for (const domain of ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'aol.com', 'icloud.com', 'proton.me', 'hotmail.co.uk', 'yahoo.fr', 'outlook.de', 'GMAIL.COM']) {
      expect(isFreeMailDomain(domain), domain).toBe(true);
    }
    for (const domain of ['northwind-capital.com', 'nyse.com', 'gmail.company.com', 'mygmail.com', 'outlook-advisors.com']) {
      expect(isFreeMailDomain(domain), domain).toBe(false);
    }
  });

  it('refuses free mail addresses for a corporate one, with a clear message', () => {
    expect(corporateEmailProblem('ada@gmail.com', 'Corporate e-mail address')).toBe(
      'Corporate e-mail address: use your company address; addresses at free mail providers such as gmail.com are not accepted',
    );
    expect(corporateEmailProblem('ada@Proton.Me', 'E-mail')).toContain('such as proton.me are not accepted');
    expect(corporateEmailProblem('ada@northwind-capital.com', 'E-mail')).toBeUndefined();
    expect(corporateEmailProblem('not an address', 'E-mail')).toBe('E-mail: enter an address like name@company.com');
  });
});
