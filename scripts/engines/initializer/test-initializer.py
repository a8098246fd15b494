#!/usr/bin/env python3
"""Stand-in for Kubeflow Trainer's dataset/model initializer images in TrainDeck's tests.

Same contract as the real ones: STORAGE_URI says what to fetch (hf://, s3://, anything),
OUTPUT_PATH where to put it (for example /workspace/dataset). Instead of downloading, it writes
deterministic files the tests can check:
  OUTPUT_PATH/source.txt  the URI and a newline
  OUTPUT_PATH/data.txt    "payload for <uri>\n"
Test hooks: INITIALIZER_SLEEP=<seconds> sleeps first; a STORAGE_URI containing "fail" prints an
error to stderr and exits 4.
"""
import os
import sys
import time


def main():
    uri = os.environ.get("STORAGE_URI", "")
    out = os.environ.get("OUTPUT_PATH", "")
    if not uri or not out:
        print("traindeck-test-initializer: STORAGE_URI and OUTPUT_PATH must be set", file=sys.stderr, flush=True)
        return 2
    delay = os.environ.get("INITIALIZER_SLEEP", "")
    if delay:
        print(f"sleeping {delay}s", flush=True)
        time.sleep(float(delay))
    print(f"downloading {uri}", flush=True)
    if "fail" in uri:
        print(f"error: cannot download {uri}: simulated failure", file=sys.stderr, flush=True)
        return 4
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "source.txt"), "w") as f:
        f.write(uri + "\n")
    with open(os.path.join(out, "data.txt"), "w") as f:
        f.write(f"payload for {uri}\n")
    print(f"wrote 2 files to {out}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
