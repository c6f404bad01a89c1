import { networkInterfaces } from "node:os";
import { lanAddresses, publicOrigin } from "@/lib/lan-addresses.mjs";

export const dynamic = "force-dynamic";

/** This machine's LAN addresses and PUBLIC_URL, so a page opened on localhost can build links for phones. */
export function GET(): Response {
  let addresses: string[] = [];
  try {
    addresses = lanAddresses(networkInterfaces());
  } catch {
    addresses = [];
  }
  return Response.json(
    { publicUrl: publicOrigin(process.env.PUBLIC_URL), addresses },
    { headers: { "Cache-Control": "no-store" } },
  );
}
