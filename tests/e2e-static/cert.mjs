// A throwaway certificate for the static HTTPS tests, made with openssl (no new dependency) and kept
// beside the built folder, plus the hash Chromium pins so the origin counts as a real secure origin
// (`--ignore-certificate-errors` alone leaves "not-from-secure-origin" for installing).
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The key and certificate for `host` in `dir` (made once), and the base64 SHA-256 of its public key
 * for Chromium's --ignore-certificate-errors-spki-list.
 * @param {string} dir
 * @param {string} host
 * @returns {{ key: string; cert: string; spki: string }}
 */
export function testCertificate(dir, host) {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  if (!existsSync(cert) || !existsSync(key) || !new X509Certificate(readFileSync(cert)).checkHost(host)) {
    mkdirSync(dir, { recursive: true });
    try {
      // prettier-ignore
      execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "7", "-keyout", key, "-out", cert,
        "-subj", `/CN=${host}`, "-addext", `subjectAltName=DNS:${host},IP:127.0.0.1`], { stdio: "ignore" });
    } catch (error) {
      throw new Error(`The static HTTPS tests make a test certificate with openssl (1.1.1 or later); install it (apt-get install openssl). ${error}`);
    }
  }
  const der = new X509Certificate(readFileSync(cert)).publicKey.export({ type: "spki", format: "der" });
  return { key, cert, spki: createHash("sha256").update(der).digest("base64") };
}
