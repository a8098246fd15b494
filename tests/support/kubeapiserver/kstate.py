# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""State shared by the request handlers of the test API server."""

import os
import threading

from kstore import Store


class State:
    def __init__(self, args):
        self.dir = os.path.abspath(args.dir)
        self.store = Store(os.path.join(self.dir, "store.json"))
        self.fail_rules = []
        self.lock = threading.Lock()
        self.streams = set()
        self.stopping = False
        self.admin_token = None
        self.denials = set()  # (user, namespace) pairs refused everything (POST /_test/deny)


class StreamClosed(Exception):
    """The client went away in the middle of a stream."""


# The one server state of this process, set by kubeapiserver.main().
STATE = None
