import { ScimError } from './scim-errors';

/**
 * The filters identity providers send (RFC 7644 section 3.4.2.2): one attribute, `eq`, one quoted string,
 * such as `userName eq "ada@example.com"`. Attribute names are matched without case, as SCIM says; an
 * attribute not in `attributes`, another operator, or a second clause is `invalidFilter`.
 */
export function parseEqualityFilter<A extends string>(
  filter: string | undefined,
  attributes: readonly A[],
): { attribute: A; value: string } | undefined {
  if (filter === undefined || filter.trim() === '') return undefined;
  const match = /^\s*([A-Za-z][\w.:-]*)\s+(\w+)\s+("(?:[^"\\]|\\.)*")\s*$/.exec(filter);
  if (!match) {
    throw new ScimError(
      400,
      `The filter ${JSON.stringify(filter)} is not of the form attribute eq "value".`,
      'invalidFilter',
    );
  }
  const [, name, operator, quoted] = match as unknown as [string, string, string, string];
  if (operator.toLowerCase() !== 'eq') {
    throw new ScimError(400, `The filter operator ${operator} is not supported: use eq.`, 'invalidFilter');
  }
  const attribute = attributes.find((each) => each.toLowerCase() === name.toLowerCase());
  if (!attribute) {
    throw new ScimError(
      400,
      `Filtering by ${name} is not supported: use ${attributes.join(', ')}.`,
      'invalidFilter',
    );
  }
  let value: string;
  try {
    value = JSON.parse(quoted) as string;
  } catch {
    throw new ScimError(400, `The filter value ${quoted} is not a valid string.`, 'invalidFilter');
  }
  return { attribute, value };
}

/** The most a page holds, as ServiceProviderConfig says. */
export const MAX_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 100;

/**
 * `startIndex` (1-based; below 1 is 1) and `count` (below 0 is 0; above the maximum is the maximum), as RFC
 * 7644 section 3.4.2.4 reads them; anything that is not an integer is `invalidValue`.
 */
export function parsePage(query: { startIndex?: string; count?: string }) {
  const integer = (text: string | undefined, name: string, fallback: number) => {
    if (text === undefined || text === '') return fallback;
    if (!/^-?\d{1,9}$/.test(text)) throw new ScimError(400, `${name} must be an integer.`, 'invalidValue');
    return Number(text);
  };
  const startIndex = Math.max(1, integer(query.startIndex, 'startIndex', 1));
  const count = Math.min(MAX_PAGE_SIZE, Math.max(0, integer(query.count, 'count', DEFAULT_PAGE_SIZE)));
  return { startIndex, count, offset: startIndex - 1, limit: count };
}
