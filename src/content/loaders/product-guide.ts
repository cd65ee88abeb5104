import { ALL_GROUPS, ALL_VENUES, PRODUCT_GUIDE_PARAMS, type ProductGuideData, type ProductGuideFilters } from '../../components/product-guide/data';
import { MAX_PRODUCT_QUERY } from '../../core/contracts/product-guide';
import { PRODUCT_GROUP_IDS, type MicCode } from '../../core/product-guide';
import type { Loader } from '../loaders';
import { productGuideProducts } from '../market/product-guide';

/**
 * product-guide: the products the address's filters ask for (`group`, `q`); without `group`, the
 * node's preset group. The node's venue (`micCode`) always applies. A value that is not allowed
 * is named beside its field and left out (a bad group gives the preset); the other filter still
 * applies, and the page never errors.
 */
export const productGuideLoader: Loader<ProductGuideData> = async (ctx, { node, query }) => {
  const { group: preset, micCode } = node.props as { group: string; micCode: MicCode | typeof ALL_VENUES };
  const asked: ProductGuideFilters = {
    group: (query.get(PRODUCT_GUIDE_PARAMS.group) ?? preset).trim().slice(0, 60),
    q: (query.get(PRODUCT_GUIDE_PARAMS.q) ?? '').trim(),
  };
  const applied: ProductGuideFilters = { group: preset, q: '' };
  const problems: ProductGuideData['problems'] = {};
  if (asked.group === ALL_GROUPS || PRODUCT_GROUP_IDS.includes(asked.group)) applied.group = asked.group;
  else problems.group = 'Choose a group from the list';
  if (asked.q.length > MAX_PRODUCT_QUERY) {
    problems.q = `Search for at most ${MAX_PRODUCT_QUERY} characters`;
    asked.q = asked.q.slice(0, MAX_PRODUCT_QUERY);
  } else applied.q = asked.q;
  const products = productGuideProducts(ctx, {
    ...(applied.group === ALL_GROUPS ? {} : { group: applied.group }),
    ...(applied.q ? { q: applied.q } : {}),
    ...(micCode === ALL_VENUES ? {} : { micCode }),
  });
  return { asked, applied, problems, products };
};
