/** The content editor's stand-in for Node's `crypto` in the browser: the one hash the legal dates use. */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export const createHash = (algorithm: string) => {
  if (algorithm !== "sha256") throw new Error(`no ${algorithm} in the browser's content rules`);
  const parts: string[] = [];
  const hash = {
    update: (text: string) => {
      parts.push(text);
      return hash;
    },
    digest: (encoding: string) => {
      if (encoding !== "hex") throw new Error(`no ${encoding} digest in the browser's content rules`);
      return bytesToHex(sha256(utf8ToBytes(parts.join(""))));
    },
  };
  return hash;
};

export default { createHash };
