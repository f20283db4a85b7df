// unzipper ships no types: the part of its streaming parser the spreadsheet checks use.
declare module 'unzipper' {
  import type { Duplex, Readable } from 'node:stream';

  export interface Entry extends Readable {
    path: string;
    type: 'Directory' | 'File';
    autodrain(): unknown;
  }
  export function Parse(options?: { forceStream?: boolean; verbose?: boolean }): Duplex;
  const unzipper: { Parse: typeof Parse };
  export default unzipper;
}
