/**
 * A companion of the session cookie that scripts may read: it says only that this browser was
 * signed in (never who, and it grants nothing), so the front end can start loading a signed-in
 * page while it still asks the server who is signed in.
 */
export const SIGNED_IN_HINT_COOKIE = 'gc_signed_in';
