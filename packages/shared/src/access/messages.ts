/**
 * The 403 answer when X-Organization-Id names an organisation the caller is not (or no longer) a member of. The web
 * app recognises it to take the user back to their own workspace instead of repeating an error on every request.
 */
export const NOT_A_MEMBER_DETAIL = 'You are not a member of this organisation.';
