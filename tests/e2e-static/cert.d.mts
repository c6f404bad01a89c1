export function testCertificate(dir: string, host: string): { key: string; cert: string; spki: string };
