/**
 * The gateway's certificate: where it comes from (TLS_CERT and TLS_KEY, or the same as flags), and a throwaway one
 * for tests, the e2e suite and `npm run bench:security`: a certificate authority made on the spot and a leaf
 * certificate for localhost, 127.0.0.1 and ::1 signed by it.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface TlsFiles {
  /** PEM certificate (chain) file. */
  cert: string;
  /** PEM private key file. */
  key: string;
}

/** The certificate and key named by TLS_CERT and TLS_KEY: both or neither, each an existing file. */
export function tlsFromEnv(env: Record<string, string | undefined>): TlsFiles | undefined {
  const cert = env.TLS_CERT || undefined;
  const key = env.TLS_KEY || undefined;
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new Error('TLS_CERT and TLS_KEY go together: the certificate (PEM) and its private key (PEM)');
  for (const file of [cert, key]) if (!fs.existsSync(file)) throw new Error(`no such file: ${file}`);
  return { cert: path.resolve(cert), key: path.resolve(key) };
}

export interface TestCertificate extends TlsFiles {
  /** The authority's certificate (PEM file), to trust it (NODE_EXTRA_CA_CERTS, `ca` of a request). */
  ca: string;
  /** base64 of the SHA-256 of the leaf's public key (SubjectPublicKeyInfo), Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
}

function openssl(args: string[]): void {
  const r = spawnSync('openssl', args, { encoding: 'utf8' });
  if (r.error) throw new Error(`openssl is needed to make a test certificate: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`openssl ${args[0]} failed:\n${r.stderr}`);
}

/** base64 SHA-256 of a certificate's SubjectPublicKeyInfo (DER): what a key pin names. */
export function spkiHash(certPem: string | Buffer): string {
  const der = new crypto.X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(der).digest('base64');
}

/**
 * A throwaway authority and a leaf certificate for localhost, 127.0.0.1 and ::1 it signed, valid two days, written
 * to `dir` (ca.pem, cert.pem, key.pem; the authority's key is deleted once the leaf is signed).
 */
export function makeTestCertificate(dir: string): TestCertificate {
  fs.mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  const curve = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl([
    'req', '-x509', ...curve, '-keyout', file('ca-key.pem'), '-out', file('ca.pem'), '-days', '2',
    '-subj', '/CN=Market throwaway test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  openssl(['req', ...curve, '-keyout', file('key.pem'), '-out', file('leaf.csr'), '-subj', '/CN=localhost']);
  fs.writeFileSync(
    file('leaf.ext'),
    [
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  );
  openssl([
    'x509', '-req', '-in', file('leaf.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca-key.pem'), '-CAcreateserial',
    '-out', file('leaf.pem'), '-days', '2', '-extfile', file('leaf.ext'),
  ]);
  // The gateway sends its chain: the leaf, then the authority.
  fs.writeFileSync(file('cert.pem'), fs.readFileSync(file('leaf.pem'), 'utf8') + fs.readFileSync(file('ca.pem'), 'utf8'));
  for (const name of ['ca-key.pem', 'leaf.csr', 'leaf.ext', 'ca.srl']) fs.rmSync(file(name), { force: true });
  fs.chmodSync(dir, 0o755);
  return { cert: file('cert.pem'), key: file('key.pem'), ca: file('ca.pem'), spki: spkiHash(fs.readFileSync(file('leaf.pem'))) };
}
