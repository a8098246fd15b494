# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""Certificates of the test API server, made once per directory with python3-cryptography:
a CA, the server certificate (IP SAN 127.0.0.1, DNS SAN localhost: Go clients refuse a
CN-only certificate) and two client certificates whose CN is the user name."""

import datetime
import ipaddress
import os

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID


def _write(path, data, mode=0o600):
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.chmod(tmp, mode)
    os.replace(tmp, path)


def _key_pem(key):
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL
                             if isinstance(key, rsa.RSAPrivateKey) else serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption())


def _cert(subject_cn, key, issuer_cert, issuer_key, *, ca=False, server=False, org=None):
    now = datetime.datetime.now(datetime.timezone.utc)
    names = [x509.NameAttribute(NameOID.COMMON_NAME, subject_cn)]
    if org:
        names.insert(0, x509.NameAttribute(NameOID.ORGANIZATION_NAME, org))
    subject = x509.Name(names)
    builder = (x509.CertificateBuilder()
               .subject_name(subject)
               .issuer_name(issuer_cert.subject if issuer_cert else subject)
               .public_key(key.public_key())
               .serial_number(x509.random_serial_number())
               .not_valid_before(now - datetime.timedelta(hours=1))
               .not_valid_after(now + datetime.timedelta(days=3650)))
    builder = builder.add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    if ca:
        builder = builder.add_extension(
            x509.KeyUsage(digital_signature=True, content_commitment=False, key_encipherment=False,
                          data_encipherment=False, key_agreement=False, key_cert_sign=True,
                          crl_sign=True, encipher_only=False, decipher_only=False), critical=True)
        builder = builder.add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()),
                                        critical=False)
    else:
        builder = builder.add_extension(
            x509.KeyUsage(digital_signature=True, content_commitment=False,
                          key_encipherment=isinstance(key, rsa.RSAPrivateKey), data_encipherment=False,
                          key_agreement=False, key_cert_sign=False, crl_sign=False,
                          encipher_only=False, decipher_only=False), critical=True)
        usage = ExtendedKeyUsageOID.SERVER_AUTH if server else ExtendedKeyUsageOID.CLIENT_AUTH
        builder = builder.add_extension(x509.ExtendedKeyUsage([usage]), critical=False)
    if server:
        builder = builder.add_extension(x509.SubjectAlternativeName([
            x509.IPAddress(ipaddress.ip_address("127.0.0.1")), x509.DNSName("localhost")]), critical=False)
    return builder.sign(issuer_key or key, hashes.SHA256())


def ensure(pki_dir):
    """Creates the files once; later starts reuse them (clients keep trusting the CA)."""
    if os.path.exists(os.path.join(pki_dir, "ca.crt")):
        return
    os.makedirs(pki_dir, exist_ok=True)
    ca_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    ca = _cert("traindeck-test-ca", ca_key, None, None, ca=True)
    server_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    server = _cert("kube-apiserver", server_key, ca, ca_key, server=True)
    rsa_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    rsa_cert = _cert("traindeck-test", rsa_key, ca, ca_key, org="traindeck")
    ec_key = ec.generate_private_key(ec.SECP256R1())
    ec_cert = _cert("traindeck-ec", ec_key, ca, ca_key, org="traindeck")
    pem = serialization.Encoding.PEM
    _write(os.path.join(pki_dir, "ca.key"), _key_pem(ca_key))
    _write(os.path.join(pki_dir, "server.crt"), server.public_bytes(pem), 0o644)
    _write(os.path.join(pki_dir, "server.key"), _key_pem(server_key))
    _write(os.path.join(pki_dir, "client-rsa.crt"), rsa_cert.public_bytes(pem), 0o644)
    _write(os.path.join(pki_dir, "client-rsa.key"), _key_pem(rsa_key))
    _write(os.path.join(pki_dir, "client-ec.crt"), ec_cert.public_bytes(pem), 0o644)
    _write(os.path.join(pki_dir, "client-ec.key"), _key_pem(ec_key))
    # Written last: its presence means the set is complete.
    _write(os.path.join(pki_dir, "ca.crt"), ca.public_bytes(pem), 0o644)
