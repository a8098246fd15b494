# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
# shellcheck shell=bash disable=SC2034
# Shared by scripts/engines/*: paths, daemon start/stop by pid, readiness. Sourced, not run.
# Layout for a STATE_DIR (see docs/engines.md):
#   STATE/docker/data           dockerd --data-root (images, containers)
#   STATE/podman/root           podman graphroot, libpod db, volumes
#   STATE/podman/networks       podman (netavark) network definitions
#   STATE/logs/*.log            daemon logs
#   STATE/*.pid                 pid files
#   STATE/containers.conf, STATE/storage.conf   podman's private configuration
#   STATE/registries.conf       podman's registries: the private registry over plain HTTP
#   STATE/registry/             the private registry (scripts/engines/registry): config, port,
#                               storage
#   RUN/                        sockets, dockerd --exec-root, podman runroot and tmp_dir:
#                               always /tmp/td-<12 hex digits of STATE's hash> (20 characters),
#                               recorded in STATE/rundir. Never inside STATE: podman refuses a
#                               runroot over 50 characters and a unix socket path holds 107
#                               bytes, and STATE's length is wherever the user cloned to.

ENG_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ENG_CACHE="${TRAINDECK_CACHE:-/var/cache/traindeck}/images"
TORCH_IMAGE="localhost/traindeck-test-torch:1"
INIT_IMAGE="localhost/traindeck-test-initializer:1"
PING_TIMEOUT="${TRAINDECK_ENGINES_PING_TIMEOUT:-60}"

die() { echo "engines: $*" >&2; exit 1; }
note() { echo "engines: $*" >&2; }

# run_dir_for STATE: RUN for a state directory; the same every time for the same STATE (podman's
# database records its runroot and tmp_dir and refuses to open with others), short whatever
# STATE's length.
run_dir_for() {
    printf '/tmp/td-%s' "$(printf '%s' "$1" | sha256sum | cut -c1-12)"
}

# engines_paths STATE_DIR [create]: sets STATE, RUN, DOCKER_SOCK, PODMAN_SOCK, pid files...
engines_paths() {
    [ -n "${1:-}" ] || die "usage: $(basename "$0") STATE_DIR"
    local create="${2:-}" recorded=""
    [ -n "$create" ] && mkdir -p "$1"
    STATE="$(cd "$1" 2>/dev/null && pwd)" || die "no such state directory: $1"
    RUN="$(run_dir_for "$STATE")"
    [ -f "$STATE/rundir" ] && recorded="$(cat "$STATE/rundir")"
    if [ -z "$create" ]; then
        # Stopping: the engines of this STATE use the RUN they were started with, even one an
        # older version of these scripts chose.
        [ -n "$recorded" ] && RUN="$recorded"
    else
        if [ -n "$recorded" ] && [ "$recorded" != "$RUN" ]; then
            # Left by an older layout (RUN inside STATE, or a random /tmp/td-XXXXXX). Podman's
            # database remembers that runroot and would refuse the new one: start its state
            # afresh (build-images imports the test images again from the cache).
            note "the run folder of $STATE moves to $RUN: podman's state there starts afresh"
            unmount_below "$STATE/podman" "$recorded"
            rm -rf "$STATE/podman"
        fi
        # /tmp is everyone's: a RUN that is a symlink or someone else's folder is refused, never
        # used (the daemons would put their sockets where another user points them).
        if [ -L "$RUN" ] || { [ -e "$RUN" ] && [ ! -O "$RUN" ]; }; then
            die "$RUN exists but is not a folder owned by $(id -un); remove it and start again"
        fi
        mkdir -p -m 0700 "$RUN" || die "cannot create the run folder $RUN"
        [ -d "$RUN" ] && [ ! -L "$RUN" ] || die "cannot create the run folder $RUN"
        echo "$RUN" >"$STATE/rundir"
    fi
    DOCKER_SOCK="$RUN/docker.sock"
    PODMAN_SOCK="$RUN/podman.sock"
    DOCKER_PIDFILE="$STATE/dockerd.pid"
    PODMAN_PIDFILE="$STATE/podman.pid"
    DOCKER_LOG="$STATE/logs/dockerd.log"
    PODMAN_LOG="$STATE/logs/podman.log"
    DOCKER_DATA="$STATE/docker/data"
    DOCKER_EXEC="$RUN/dx"
    PODMAN_ROOT="$STATE/podman/root"
    PODMAN_RUNROOT="$RUN/prun"
    PODMAN_TMP="$RUN/ptmp"
    PODMAN_NETDIR="$STATE/podman/networks"
    PODMAN_CONF="$STATE/containers.conf"
    PODMAN_STORAGE_CONF="$STATE/storage.conf"
    DOCKER_TLS_DIR="$STATE/tls"
    DOCKER_TLS_PORTFILE="$STATE/docker/tls-port"
    REGISTRY_DIR="$STATE/registry"
    REGISTRY_PIDFILE="$STATE/registry.pid"
    REGISTRY_LOG="$STATE/logs/registry.log"
    REGISTRIES_CONF="$STATE/registries.conf"
}

# registry_port: the private registry's TCP port on 127.0.0.1, chosen once per state directory
# and kept, because podman's registries.conf names it and is read when podman starts.
registry_port() {
    if [ ! -s "$REGISTRY_DIR/port" ]; then
        mkdir -p "$REGISTRY_DIR"
        python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' \
            >"$REGISTRY_DIR/port" || die "no free TCP port for the private registry"
    fi
    REGISTRY_PORT="$(cat "$REGISTRY_DIR/port")"
}

# make_docker_tls: a private CA, a server certificate for 127.0.0.1/localhost and a client
# certificate, laid out as DOCKER_CERT_PATH expects (ca.pem, cert.pem, key.pem) plus the
# server's pair; and a free TCP port for dockerd's TLS listener, kept for restarts.
make_docker_tls() {
    local d="$DOCKER_TLS_DIR"
    if [ ! -s "$d/server-cert.pem" ] || [ ! -s "$d/cert.pem" ]; then
        rm -rf "$d"
        mkdir -p "$d"
        (
            cd "$d"
            openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 \
                -subj "/CN=TrainDeck test CA" -keyout ca-key.pem -out ca.pem 2>/dev/null
            openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
                -subj "/CN=localhost" -keyout server-key.pem -out server.csr 2>/dev/null
            printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n' >server.ext
            openssl x509 -req -in server.csr -CA ca.pem -CAkey ca-key.pem -CAcreateserial -days 30 \
                -extfile server.ext -out server-cert.pem 2>/dev/null
            openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
                -subj "/CN=traindeck-test-client" -keyout key.pem -out client.csr 2>/dev/null
            printf 'extendedKeyUsage=clientAuth\n' >client.ext
            openssl x509 -req -in client.csr -CA ca.pem -CAkey ca-key.pem -CAcreateserial -days 30 \
                -extfile client.ext -out cert.pem 2>/dev/null
            rm -f server.csr client.csr server.ext client.ext ca.srl
            chmod 600 ./*key.pem
        ) || die "could not make the TLS certificates in $d (openssl)"
    fi
    if [ ! -s "$DOCKER_TLS_PORTFILE" ]; then
        mkdir -p "$(dirname "$DOCKER_TLS_PORTFILE")"
        python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' \
            >"$DOCKER_TLS_PORTFILE" || die "no free TCP port for dockerd's TLS listener"
    fi
    DOCKER_TLS_PORT="$(cat "$DOCKER_TLS_PORTFILE")"
}

# pid_alive PIDFILE NAME: true when the pid in PIDFILE runs a process whose argv[0] ends in NAME
# (guards against a recycled pid: we only ever signal the process we started).
pid_of() {
    local f="$1" want="$2" pid exe
    [ -f "$f" ] || return 1
    pid="$(tr -dc 0-9 <"$f")"
    [ -n "$pid" ] && [ -d "/proc/$pid" ] || return 1
    exe="$({ tr '\0' '\n' <"/proc/$pid/cmdline"; } 2>/dev/null | head -n1)"
    case "$exe" in *"$want") echo "$pid" ;; *) return 1 ;; esac
}

# stop_pid PID LABEL [GRACE]: SIGTERM, wait up to GRACE s (default 15), then SIGKILL and wait.
stop_pid() {
    local pid="$1" label="$2" grace="${3:-15}" i
    kill -TERM "$pid" 2>/dev/null || return 0
    for ((i = 0; i < grace * 10; i++)); do
        [ -d "/proc/$pid" ] || return 0
        # A zombie child of ours counts as gone.
        grep -q '^State:.*Z' "/proc/$pid/status" 2>/dev/null && return 0
        sleep 0.1
    done
    note "$label (pid $pid) ignored SIGTERM for ${grace}s: sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    for ((i = 0; i < 50; i++)); do
        [ -d "/proc/$pid" ] || return 0
        sleep 0.1
    done
    note "$label (pid $pid) is still there after SIGKILL"
}

# ping SOCKET: true when GET /_ping answers OK.
ping_sock() {
    [ -S "$1" ] && [ "$(curl -sS --max-time 3 --unix-socket "$1" http://d/_ping 2>/dev/null)" = "OK" ]
}

# wait_ping SOCKET LABEL LOG PID: waits PING_TIMEOUT s, fails with the log's tail.
wait_ping() {
    local sock="$1" label="$2" log="$3" pid="$4" t0=$SECONDS
    while ! ping_sock "$sock"; do
        if [ ! -d "/proc/$pid" ]; then
            echo "engines: $label exited during start-up; last lines of $log:" >&2
            tail -n 25 "$log" >&2
            exit 1
        fi
        if ((SECONDS - t0 >= PING_TIMEOUT)); then
            echo "engines: $label did not answer GET /_ping on $sock within ${PING_TIMEOUT}s; last lines of $log:" >&2
            tail -n 25 "$log" >&2
            exit 1
        fi
        sleep 0.2
    done
}

write_podman_conf() {
    mkdir -p "$PODMAN_ROOT" "$PODMAN_NETDIR" "$PODMAN_RUNROOT" "$PODMAN_TMP"
    # Every root podman shares netavark's run dir (/run/containers/networks: IPAM, aardvark) and
    # names its bridges podman1, podman2... Two instances whose networks are created before
    # either has a live bridge both take podman1 with 10.89.0.0/24; a subnet pool of its own per
    # state directory keeps their addresses apart when another podman runs on the machine.
    local octet=$((100 + $(cksum <<<"$STATE" | cut -d' ' -f1) % 150))
    # file locks in our own tmp_dir: the default shm segment /libpod_lock is shared by every
    # root podman on the machine, and a podman that starts on fresh state frees all of its locks.
    cat >"$PODMAN_CONF" <<EOC
# Generated by scripts/engines (lib.sh); private to this state directory.
[containers]
default_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
lock_type = "file"
tmp_dir = "$PODMAN_TMP"
static_dir = "$PODMAN_ROOT/libpod"
volume_path = "$PODMAN_ROOT/volumes"
conmon_env_vars = ["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "CONTAINERS_CONF=$PODMAN_CONF", "CONTAINERS_STORAGE_CONF=$PODMAN_STORAGE_CONF"]

[network]
network_backend = "netavark"
network_config_dir = "$PODMAN_NETDIR"
default_subnet_pools = [{"base" = "10.$octet.0.0/16", "size" = 24}]
EOC
    # Plain HTTP for the private registry only (dockerd trusts 127.0.0.0/8 by default); every
    # other registry keeps TLS. The machine's /etc/containers/registries.conf is not touched.
    registry_port
    cat >"$REGISTRIES_CONF" <<EOC
# Generated by scripts/engines (lib.sh); private to this state directory.
[[registry]]
location = "127.0.0.1:$REGISTRY_PORT"
insecure = true
EOC
    cat >"$PODMAN_STORAGE_CONF" <<EOC
# Generated by scripts/engines (lib.sh); private to this state directory.
[storage]
driver = "overlay"
graphroot = "$PODMAN_ROOT"
runroot = "$PODMAN_RUNROOT"
EOC
}

# podman_local: argv of the podman CLI on this state's storage, without the API service
# (an array, so that it also works under timeout(1)).
podman_local_argv() {
    PODMAN_LOCAL=(env CONTAINERS_CONF="$PODMAN_CONF" CONTAINERS_STORAGE_CONF="$PODMAN_STORAGE_CONF"
        CONTAINERS_REGISTRIES_CONF="$REGISTRIES_CONF" podman --root "$PODMAN_ROOT" --runroot "$PODMAN_RUNROOT")
}

start_docker() {
    mkdir -p "$DOCKER_DATA" "$DOCKER_EXEC" "$(dirname "$DOCKER_LOG")"
    rm -f "$DOCKER_SOCK" "$DOCKER_PIDFILE"
    echo "=== start $(date -Is)" >>"$DOCKER_LOG"
    # setsid: the daemon must outlive this script and ignore the caller's Ctrl-C. Started in
    # /, never in the caller's folder: an engine whose working directory is removed (a test's
    # build folder, a deleted clone) can no longer start containers (conmon: "Failed to get
    # working directory").
    make_docker_tls
    # Also on TCP with TLS and client certificates, as a remote engine (docker-machine) is.
    cd / && setsid dockerd --iptables=false --ip6tables=false --bridge=none \
        --storage-driver=overlay2 \
        --host "unix://$DOCKER_SOCK" \
        --host "tcp://127.0.0.1:$DOCKER_TLS_PORT" --tlsverify \
        --tlscacert "$DOCKER_TLS_DIR/ca.pem" --tlscert "$DOCKER_TLS_DIR/server-cert.pem" \
        --tlskey "$DOCKER_TLS_DIR/server-key.pem" \
        --data-root "$DOCKER_DATA" --exec-root "$DOCKER_EXEC" \
        --pidfile "$DOCKER_PIDFILE" </dev/null >>"$DOCKER_LOG" 2>&1 &
    local pid=$!
    cd - >/dev/null
    wait_ping "$DOCKER_SOCK" dockerd "$DOCKER_LOG" "$pid"
}

start_podman() {
    mkdir -p "$(dirname "$PODMAN_LOG")"
    write_podman_conf
    rm -f "$PODMAN_SOCK"
    echo "=== start $(date -Is)" >>"$PODMAN_LOG"
    cd / # see start_docker
    CONTAINERS_CONF="$PODMAN_CONF" CONTAINERS_STORAGE_CONF="$PODMAN_STORAGE_CONF" \
        CONTAINERS_REGISTRIES_CONF="$REGISTRIES_CONF" setsid podman --root "$PODMAN_ROOT" --runroot "$PODMAN_RUNROOT" \
        system service --time=0 "unix://$PODMAN_SOCK" </dev/null >>"$PODMAN_LOG" 2>&1 &
    local pid=$!
    cd - >/dev/null
    echo "$pid" >"$PODMAN_PIDFILE"
    wait_ping "$PODMAN_SOCK" "podman system service" "$PODMAN_LOG" "$pid"
}

stop_docker() {
    local pid cpid
    if pid="$(pid_of "$DOCKER_PIDFILE" dockerd)"; then
        # dockerd stops its containers (up to 15 s each by default) before it exits.
        stop_pid "$pid" dockerd 25
    fi
    # Its containerd is a child; after a SIGKILL it may be left behind.
    if cpid="$(pid_of "$DOCKER_EXEC/containerd/containerd.pid" containerd)"; then
        stop_pid "$cpid" "dockerd's containerd" 10
    fi
    # Shims of this dockerd (their argv names our exec-root) that outlived a SIGKILL.
    local p
    for p in $(grep -lsF -- "$DOCKER_EXEC/containerd/" /proc/[0-9]*/cmdline 2>/dev/null | cut -d/ -f3); do
        case "$({ tr '\0' '\n' <"/proc/$p/cmdline"; } 2>/dev/null | head -n1)" in
        *containerd-shim*) stop_pid "$p" "containerd-shim" 5 ;;
        esac
    done
    rm -f "$DOCKER_PIDFILE" "$DOCKER_SOCK"
}

stop_podman() {
    local pid
    if pid="$(pid_of "$PODMAN_PIDFILE" podman)"; then
        stop_pid "$pid" "podman system service" 15
    fi
    rm -f "$PODMAN_PIDFILE" "$PODMAN_SOCK"
}

# unmount_below DIR...: lazily unmounts whatever is still mounted on or below the given dirs
# (dockerd bind-mounts its data-root onto itself and leaves that behind when it is killed),
# overlay mounts and netns files of containers that died with their daemon.
unmount_below() {
    local d m
    for d in "$@"; do
        [ -d "$d" ] || continue
        awk '{print $2}' /proc/self/mounts | sed 's/\\040/ /g' | awk -v d="$d" '$0 == d || index($0, d "/") == 1' | sort -r |
            while read -r m; do umount -l "$m" 2>/dev/null || true; done
    done
}
