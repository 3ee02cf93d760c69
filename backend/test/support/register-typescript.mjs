// `node --import` this to run the backend's TypeScript sources as they are (no build): a child
// process of a spec runs src/main.ts through the same loader as jest's globalSetup.
import { register } from 'node:module';

register('./typescript-loader.mjs', import.meta.url);
