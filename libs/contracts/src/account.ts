/**
 * `GET /api/account/export`: everything the signed-in person has entered and uploaded, as one
 * ZIP streamed as it is written (`account.json`, a JSON and a CSV file per kind of record, the
 * stored files under `files/`, and a `README.txt` that says what each file holds). Limited to a
 * few downloads an hour per person (429 with Retry-After).
 */
export const ACCOUNT_EXPORT_PATH = '/account/export';

/**
 * `DELETE /api/account`: erases the account, every row of it and every stored file, ends all its
 * sessions and push subscriptions, and signs out. Both the password and the account's e-mail,
 * typed out, must match. The last admin cannot delete their account (409).
 */
export interface DeleteAccountRequest {
  password: string;
  email: string;
}
