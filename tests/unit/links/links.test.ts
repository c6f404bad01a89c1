import { afterEach, describe, expect, test, vi } from "vitest";
import { lanAddresses, publicOrigin } from "@/lib/lan-addresses.mjs";
import { chooseOrigin, joinLink, parseLanInfo } from "@/lib/links";

vi.mock("node:os", () => ({
  networkInterfaces: () => ({
    lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
    docker0: [{ address: "172.17.0.1", family: "IPv4", internal: false }],
    wlan0: [
      { address: "fe80::1", family: "IPv6", internal: false },
      { address: "192.168.1.20", family: "IPv4", internal: false },
    ],
  }),
}));

const { lanInfo } = await import("@/lib/serve.mjs");

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("LAN addresses (stubbed interfaces; no traffic to them)", () => {
  test("private IPv4 first; loopback, link-local and IPv6 left out", () => {
    expect(lanAddresses({
      eth0: [{ address: "10.0.0.5", family: 4, internal: false }, { address: "169.254.3.3", family: "IPv4", internal: false }],
      wlan0: [{ address: "192.168.0.7", family: "IPv4", internal: false }, { address: "::1", family: "IPv6", internal: true }],
      tun0: [{ address: "100.64.1.1", family: "IPv4", internal: false }],
      dup: [{ address: "10.0.0.5", family: "IPv4", internal: false }],
      none: undefined,
    })).toEqual(["192.168.0.7", "10.0.0.5", "100.64.1.1"]);
    expect(lanAddresses({})).toEqual([]);
  });

  test("/lan.json reports the addresses and no public URL by default", () => {
    vi.stubEnv("PUBLIC_URL", "");
    expect(lanInfo()).toEqual({ publicUrl: null, addresses: ["192.168.1.20", "172.17.0.1"] });
  });

  test("/lan.json passes PUBLIC_URL as an origin", () => {
    vi.stubEnv("PUBLIC_URL", "https://table.example/some/path");
    expect(lanInfo()).toMatchObject({ publicUrl: "https://table.example" });
  });

  test.each([
    [undefined, null],
    ["", null],
    ["not a url", null],
    ["ftp://x.example", null],
    ["http://127.0.0.1:3101/", "http://127.0.0.1:3101"],
  ])("publicOrigin(%j) = %j", (value, origin) => {
    expect(publicOrigin(value)).toBe(origin);
  });
});

describe("makeAppLink's choice of origin", () => {
  const local = { protocol: "http:", hostname: "localhost", port: "3000", origin: "http://localhost:3000" };
  const lanPage = { protocol: "http:", hostname: "192.168.1.20", port: "3000", origin: "http://192.168.1.20:3000" };
  test.each([
    ["PUBLIC_URL wins", local, { publicUrl: "https://t.example", addresses: ["192.168.1.20"] }, "https://t.example"],
    ["localhost page -> LAN address, same port", local, { publicUrl: null, addresses: ["192.168.1.20"] }, "http://192.168.1.20:3000"],
    ["localhost page, no LAN", local, { publicUrl: null, addresses: [] }, "http://localhost:3000"],
    ["page already on the LAN address", lanPage, { publicUrl: null, addresses: ["10.1.1.1"] }, "http://192.168.1.20:3000"],
    ["endpoint unreachable (offline)", local, null, "http://localhost:3000"],
  ])("%s", (_name, location, info, origin) => {
    expect(chooseOrigin(location, info)).toBe(origin);
  });

  test("joinLink and parseLanInfo", () => {
    expect(joinLink("http://a:1/", "ru/x", "k=1")).toBe("http://a:1/ru/x#k=1");
    expect(joinLink("http://a:1", "/ru/x")).toBe("http://a:1/ru/x");
    expect(parseLanInfo({ publicUrl: null, addresses: ["1.2.3.4"] })).toEqual({ publicUrl: null, addresses: ["1.2.3.4"] });
    expect(parseLanInfo({ addresses: ["<script>"] })).toBeNull();
    expect(parseLanInfo("x")).toBeNull();
  });
});
