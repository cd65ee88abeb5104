import { href } from '../../core/schemas';

const LINK = href();

/**
 * Why a link address would be refused, in the words of the `href()` rule every link prop
 * uses (`javascript:` and other schemes, `//host`, spaces...), or `undefined` when it is fine.
 */
export function linkProblem(address: string): string | undefined {
  const result = LINK.safeParse(address);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'This address cannot be used as a link');
}
