#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
# TrainDeck's local initializer: fetches a dataset or a model into the job's workspace, the
# way Kubeflow's dataset-initializer and model-initializer images do in a cluster. It reads
# the same environment: STORAGE_URI, OUTPUT_PATH, and the optional upper-case settings
# (ACCESS_TOKEN, ENDPOINT, ACCESS_KEY_ID, SECRET_ACCESS_KEY, REGION, IGNORE_PATTERNS).
import fnmatch
import os
import sys


def fail(message, code=2):
    print("traindeck-initializer: " + message, file=sys.stderr, flush=True)
    sys.exit(code)


def ignored(name, patterns):
    return any(fnmatch.fnmatch(name, p) for p in patterns)


def from_s3(uri, out, patterns):
    try:
        import boto3
        from botocore.config import Config
    except ImportError:
        fail("S3 needs the Python library boto3; install it (Debian: apt install python3-boto3)")
    rest = uri[len("s3://"):]
    bucket, _, prefix = rest.partition("/")
    if not bucket:
        fail("'%s' names no bucket; use s3://bucket/path" % uri)
    session = boto3.session.Session(
        aws_access_key_id=os.environ.get("ACCESS_KEY_ID") or None,
        aws_secret_access_key=os.environ.get("SECRET_ACCESS_KEY") or None,
        region_name=os.environ.get("REGION") or None,
    )
    client = session.client(
        "s3",
        endpoint_url=os.environ.get("ENDPOINT") or None,
        config=Config(connect_timeout=10, read_timeout=60, retries={"max_attempts": 2},
                      s3={"addressing_style": "path"}),
    )
    print("Downloading %s from %s" % (uri, os.environ.get("ENDPOINT") or "AWS S3"), flush=True)
    paginator = client.get_paginator("list_objects_v2")
    count = 0
    try:
        for page in paginator.paginate(Bucket=bucket, Prefix=prefix):
            for obj in page.get("Contents", []):
                key = obj["Key"]
                rel = key[len(prefix):].lstrip("/") if prefix else key
                if not rel or key.endswith("/") or ignored(rel, patterns):
                    continue
                target = os.path.join(out, rel)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                client.download_file(bucket, key, target)
                count += 1
                print("  %s (%d bytes)" % (rel, obj.get("Size", 0)), flush=True)
    except Exception as e:  # botocore raises many types; all mean the same to the user
        fail("could not read %s: %s" % (uri, e))
    if count == 0:
        fail("%s holds no objects" % uri)
    print("Downloaded %d object(s) to %s" % (count, out), flush=True)


def from_hf(uri, out, patterns, kind):
    try:
        import huggingface_hub
    except ImportError:
        fail("hf:// needs the Python library huggingface_hub; install it with pip, or use s3://")
    repo = uri[len("hf://"):]
    print("Downloading %s from HuggingFace" % repo, flush=True)
    try:
        huggingface_hub.snapshot_download(
            repo_id=repo, local_dir=out, repo_type="dataset" if kind == "dataset" else None,
            token=os.environ.get("ACCESS_TOKEN") or None, ignore_patterns=patterns or None)
    except Exception as e:
        fail("could not download %s: %s" % (uri, e))


def main():
    kind = sys.argv[1] if len(sys.argv) > 1 else "dataset"
    uri = os.environ.get("STORAGE_URI", "")
    out = os.environ.get("OUTPUT_PATH", "")
    if not uri or not out:
        fail("STORAGE_URI and OUTPUT_PATH must be set")
    patterns = [p.strip() for p in os.environ.get("IGNORE_PATTERNS", "").split(",") if p.strip()]
    os.makedirs(out, exist_ok=True)
    if uri.startswith("s3://"):
        from_s3(uri, out, patterns)
    elif uri.startswith("hf://"):
        from_hf(uri, out, patterns, kind)
    else:
        fail("'%s' is not supported here; use s3:// or hf://" % uri)


if __name__ == "__main__":
    main()
