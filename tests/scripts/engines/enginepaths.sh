#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
# The engine scripts work wherever the clone lives: for state folders of every length from 10 to
# 120 characters, the run folder, podman's runroot and every unix socket stay within their
# limits, podman itself accepts the runroot the scripts chose (it refuses one over 50
# characters), the same state folder always gets the same run folder, and a state folder laid
# out by the older scripts (run folder inside it) moves. Both daemons are really started and
# pinged for lengths in the range that used to fail (42 to 55: a clone at
# /home/<user>/src/traindeck has a 50-character state folder) and at both ends; podman's own
# check of the runroot runs there (each start costs seconds, so not for all 111 lengths: the
# paths the scripts choose do not depend on the length, which the loop proves).
# Needs root, podman and dockerd (scripts/engines/packages.txt); exit 77 (skip) without them
# unless TRAINDECK_TEST_STATE is set, when a missing prerequisite is a failure.
set -uo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
engines="$root/scripts/engines"

missing=""
[ "$(id -u)" -eq 0 ] || missing="root"
for tool in podman dockerd runc curl sha256sum; do
    command -v "$tool" >/dev/null || missing="$missing $tool"
done
if [ -n "$missing" ]; then
    if [ -n "${TRAINDECK_TEST_STATE:-}" ]; then
        echo "FAIL: missing prerequisites:$missing (install scripts/engines/packages.txt)"
        exit 1
    fi
    echo "SKIP: missing prerequisites:$missing"
    exit 77
fi

passed=0
failed=0
check() { # check DESCRIPTION COMMAND...
    local what="$1"
    shift
    if "$@"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL: $what"
    fi
}

made=()
cleanup() {
    local d
    for d in "${made[@]}"; do
        [ -f "$d/rundir" ] && rm -rf -- "$(cat "$d/rundir")"
        rm -rf -- "$d"
    done
}
trap cleanup EXIT

# state_of LENGTH: a new folder whose absolute path has exactly LENGTH characters.
state_of() {
    local len="$1" tmpl d
    tmpl="/tmp/td$(printf 'X%.0s' $(seq 1 $((len - 7))))"
    d="$(mktemp -d "$tmpl")" || return 1
    made+=("$d")
    printf '%s' "$d"
}

# paths_of STATE: runs engines_paths STATE create in a subshell and prints RUN, the runroot and
# the longest socket paths the daemons make, one a line.
paths_of() {
    (
        . "$engines/lib.sh"
        engines_paths "$1" create
        printf '%s\n' "$RUN" "$PODMAN_RUNROOT" "$DOCKER_SOCK" "$PODMAN_SOCK" \
            "$DOCKER_EXEC/containerd/containerd.sock.ttrpc" "$DOCKER_EXEC/containerd/containerd-debug.sock"
    )
}

podman_accepts() { # podman_accepts STATE: podman opens its store with the scripts' own config
    (
        . "$engines/lib.sh"
        engines_paths "$1" create
        write_podman_conf
        podman_local_argv
        got="$("${PODMAN_LOCAL[@]}" --storage-driver vfs info --format '{{.Store.RunRoot}}' 2>&1)"
        [ "$got" = "$PODMAN_RUNROOT" ] || { echo "  podman said: $got"; exit 1; }
    )
}

for len in $(seq 10 120); do
    state="$(state_of "$len")"
    check "a state folder of $len characters was made" [ "${#state}" -eq "$len" ]
    mapfile -t p < <(paths_of "$state")
    check "engines_paths succeeded for $state" [ "${#p[@]}" -eq 6 ]
    [ "${#p[@]}" -eq 6 ] || continue
    check "runroot ${p[1]} has at most 50 characters (state $len)" [ "${#p[1]}" -le 50 ]
    for sock in "${p[@]:2}"; do
        check "socket $sock fits in sun_path (state $len)" [ "${#sock}" -le 107 ]
    done
    check "run folder ${p[0]} is a folder of ours, mode 700" \
        [ -d "${p[0]}" -a ! -L "${p[0]}" -a -O "${p[0]}" -a "$(stat -c %a "${p[0]}")" = 700 ]
    again="$(paths_of "$state" | head -n1)"
    check "the same state folder gets the same run folder (state $len)" [ "$again" = "${p[0]}" ]
done

# Two state folders never share a run folder.
a="$(state_of 60)"
b="$(state_of 60)"
check "different state folders get different run folders" \
    [ "$(paths_of "$a" | head -n1)" != "$(paths_of "$b" | head -n1)" ]

# A state folder of the older layout (RUN inside it, recorded in rundir) moves to the new run
# folder and gets a fresh podman store, since podman's database records its runroot.
old="$(state_of 50)"
mkdir -p "$old/run" "$old/podman/root/libpod"
echo "$old/run" >"$old/rundir"
touch "$old/podman/root/libpod/bolt_state.db"
new_run="$(paths_of "$old" 2>/dev/null | head -n1)"
check "an old-layout state folder moves its run folder out" [ "$new_run" != "$old/run" ]
check "the moved state folder records its new run folder" [ "$(cat "$old/rundir")" = "$new_run" ]
check "podman's old database went with the old run folder" [ ! -e "$old/podman/root/libpod/bolt_state.db" ]
check "podman accepts the moved state folder" podman_accepts "$old"

# A run folder planted by someone else (a symlink in /tmp) is refused, not used.
evil="$(state_of 40)"
planted="$(. "$engines/lib.sh"; run_dir_for "$evil")"
ln -s /root "$planted"
if (. "$engines/lib.sh"; engines_paths "$evil" create) 2>/dev/null; then
    check "a symlinked run folder is refused" false
else
    check "a symlinked run folder is refused" true
fi
rm -f "$planted"

# Both daemons for real, without images, at the lengths that used to fail and at both ends.
for len in 10 42 50 55 120; do
    state="$(state_of "$len")"
    if TRAINDECK_ENGINES_NO_IMAGES=1 "$engines/start" "$state" >"$state.start.log" 2>&1; then
        check "engines started in a state folder of $len characters" true
        (
            set -a
            . "$state/engines.env"
            set +a
            for h in "$TRAINDECK_TEST_DOCKER_HOST" "$TRAINDECK_TEST_PODMAN_HOST"; do
                [ "$(curl -sS --max-time 5 --unix-socket "${h#unix://}" http://d/_ping)" = OK ] || exit 1
            done
        )
        check "both engines answer /_ping (state $len)" [ $? -eq 0 ]
    else
        check "engines started in a state folder of $len characters" false
        tail -n 15 "$state.start.log"
    fi
    "$engines/stop" "$state" >/dev/null 2>&1
    rm -f "$state.start.log"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
