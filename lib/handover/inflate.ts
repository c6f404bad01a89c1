// A small raw-DEFLATE decoder (RFC 1951), the fallback where DecompressionStream is missing
// (Safari before 16.4). Returns null on any malformed input; never throws.

const LEN_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

interface Huffman {
  counts: Uint16Array;
  symbols: Uint16Array;
}

class Malformed extends Error {}

function huffman(lengths: ArrayLike<number>): Huffman {
  const counts = new Uint16Array(16);
  for (let i = 0; i < lengths.length; i++) counts[lengths[i] ?? 0]!++;
  counts[0] = 0;
  const offs = new Uint16Array(16);
  for (let i = 1; i < 16; i++) offs[i] = (offs[i - 1] ?? 0) + (counts[i - 1] ?? 0);
  const symbols = new Uint16Array(lengths.length);
  for (let i = 0; i < lengths.length; i++) {
    const l = lengths[i] ?? 0;
    if (l) symbols[offs[l]!++] = i;
  }
  return { counts, symbols };
}

/** Inflates raw DEFLATE data, e.g. the output of CompressionStream("deflate-raw"); null if malformed or larger than `limit`. */
export function inflateRaw(input: Uint8Array, limit = 4_000_000): Uint8Array | null {
  let pos = 0;
  let bit = 0;
  let out = new Uint8Array(Math.max(1024, input.length * 4));
  let n = 0;

  const need = (size: number) => {
    if (n + size <= out.length) return;
    if (n + size > limit) throw new Malformed();
    const bigger = new Uint8Array(Math.min(limit, Math.max(out.length * 2, n + size)));
    bigger.set(out.subarray(0, n));
    out = bigger;
  };
  const bits = (count: number): number => {
    let v = 0;
    for (let i = 0; i < count; i++) {
      if (pos >= input.length) throw new Malformed();
      v |= (((input[pos] ?? 0) >> bit) & 1) << i;
      if (++bit === 8) {
        bit = 0;
        pos++;
      }
    }
    return v;
  };
  const decode = (h: Huffman): number => {
    let code = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len < 16; len++) {
      code |= bits(1);
      const count = h.counts[len] ?? 0;
      if (code - count < first) return h.symbols[index + (code - first)] ?? 0;
      index += count;
      first = (first + count) << 1;
      code <<= 1;
    }
    throw new Malformed();
  };
  const block = (lit: Huffman, dist: Huffman) => {
    for (;;) {
      const sym = decode(lit);
      if (sym < 256) {
        need(1);
        out[n++] = sym;
      } else if (sym === 256) {
        return;
      } else {
        const li = sym - 257;
        if (li >= 29) throw new Malformed();
        const len = (LEN_BASE[li] ?? 0) + bits(LEN_EXTRA[li] ?? 0);
        const di = decode(dist);
        if (di >= 30) throw new Malformed();
        const d = (DIST_BASE[di] ?? 0) + bits(DIST_EXTRA[di] ?? 0);
        if (d > n) throw new Malformed();
        need(len);
        for (let i = 0; i < len; i++, n++) out[n] = out[n - d] ?? 0;
      }
    }
  };

  try {
    let last = 0;
    while (!last) {
      last = bits(1);
      const type = bits(2);
      if (type === 0) {
        if (bit) {
          bit = 0;
          pos++;
        }
        if (pos + 4 > input.length) return null;
        const len = (input[pos] ?? 0) | ((input[pos + 1] ?? 0) << 8);
        const nlen = (input[pos + 2] ?? 0) | ((input[pos + 3] ?? 0) << 8);
        if ((len ^ 0xffff) !== nlen || pos + 4 + len > input.length) return null;
        pos += 4;
        need(len);
        out.set(input.subarray(pos, pos + len), n);
        n += len;
        pos += len;
      } else if (type === 1) {
        const l = new Uint8Array(288);
        l.fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288);
        block(huffman(l), huffman(new Uint8Array(30).fill(5)));
      } else if (type === 2) {
        const hlit = bits(5) + 257;
        const hdist = bits(5) + 1;
        const hclen = bits(4) + 4;
        const cl = new Uint8Array(19);
        for (let i = 0; i < hclen; i++) cl[CL_ORDER[i] ?? 0] = bits(3);
        const clh = huffman(cl);
        const lengths = new Uint8Array(hlit + hdist);
        for (let i = 0; i < hlit + hdist; ) {
          const sym = decode(clh);
          if (sym < 16) lengths[i++] = sym;
          else {
            let rep: number;
            let val = 0;
            if (sym === 16) {
              if (i === 0) return null;
              val = lengths[i - 1] ?? 0;
              rep = 3 + bits(2);
            } else if (sym === 17) rep = 3 + bits(3);
            else rep = 11 + bits(7);
            if (i + rep > hlit + hdist) return null;
            lengths.fill(val, i, i + rep);
            i += rep;
          }
        }
        block(huffman(lengths.subarray(0, hlit)), huffman(lengths.subarray(hlit)));
      } else {
        return null;
      }
    }
    return out.slice(0, n);
  } catch {
    return null;
  }
}
