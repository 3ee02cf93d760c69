/**
 * The most common passwords at or above the minimum length, checked as the person types. The
 * server refuses several hundred more (and the account's own e-mail); its answer is shown under
 * the password field too. Only a small list ships to the browser: the full one would add weight
 * to every visit for a check the server makes anyway, and a check endpoint would send each
 * half-typed password over the network.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 password 12345678 qwerty 123456789 111111 1234567 dragon 123123 baseball abc123
football monkey letmein shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan
sunshine iloveyou princess welcome password1 qwerty123 password123 secret123 admin123
passw0rd letmein123 test123 iloveyou1 abc12345 welcome1 qwerty1 charlie computer
`
    .split(/\s+/)
    .filter(Boolean),
);
