// Constants the browser needs too: kept apart from the definition, whose zod schema islands must not load.

/** Strictly necessary cookies: always on, whatever the visitor chooses. */
export const NECESSARY_CATEGORY = 'C0001';
export const CATEGORY_ID = /^C\d{4}$/;
/** What the embed placeholder names as the category it waits for (specification §9: C0005). */
export const THIRD_PARTY_CATEGORY_NAME = 'Social media and third-party content';
