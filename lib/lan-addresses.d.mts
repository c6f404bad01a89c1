export interface NetworkInterfaceLike {
  address: string;
  family: string | number;
  internal: boolean;
}
export function lanAddresses(interfaces: Record<string, ReadonlyArray<NetworkInterfaceLike> | undefined>): string[];
export function publicOrigin(value: string | undefined): string | null;
export const LAN_FILE: "/lan.json";
