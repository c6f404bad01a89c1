// Compression for handover payloads: CompressionStream("deflate-raw") where the browser has it,
// stored (method 0) otherwise; reading uses DecompressionStream (in every browser the app supports).

export const METHODS = { stored: 0, deflateRaw: 1 } as const;
export type Method = (typeof METHODS)[keyof typeof METHODS];

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const body = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** Deflates with the platform's CompressionStream; falls back to stored bytes when it is missing. */
export async function compress(bytes: Uint8Array, allowStreams = true): Promise<{ method: Method; body: Uint8Array }> {
  if (allowStreams && typeof CompressionStream === "function") {
    try {
      return { method: METHODS.deflateRaw, body: await pipe(bytes, new CompressionStream("deflate-raw")) };
    } catch {
      // fall through to stored bytes
    }
  }
  return { method: METHODS.stored, body: bytes };
}

/** The inverse of compress; null for an unknown method or malformed data. Never throws. */
export async function decompress(method: number, body: Uint8Array): Promise<Uint8Array | null> {
  if (method === METHODS.stored) return body;
  if (method !== METHODS.deflateRaw) return null;
  try {
    return await pipe(body, new DecompressionStream("deflate-raw"));
  } catch {
    return null;
  }
}
