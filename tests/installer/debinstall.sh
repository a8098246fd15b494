#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
# tests/installer/debinstall.sh BUILD_DIR
# The .deb, installed for real (docs/packaging.md):
#  1. `cpack -G DEB` makes the package from BUILD_DIR; lintian reports no error, and every
#     warning it reports is named in docs/packaging.md (where it is justified).
#  2. A clean Debian 12 minbase root file system (scripts/debian-rootfs, cached) is unpacked
#     under the test's folder and entered with chroot, in a mount and pid namespace of its own
#     (so no mount and no process outlives the test, even when it is killed).
#  3. apt installs the package's Depends (as dpkg-shlibdeps and installer/CMakeLists.txt made
#     them) and the file system is listed; then `apt-get install ./traindeck_*.deb` must add
#     the package and nothing else.
#  4. Inside: no library is missing (ldd), `traindeck-cli --version` and `traindeck-cli
#     runtimes` print what the build's own programs print, and `traindeck --screenshot`
#     (offscreen) writes a PNG with something drawn and opens its SQLite history.
#  5. desktop-file-validate and appstreamcli validate pass on the installed files, whose icon
#     and program exist.
#  6. `apt-get purge traindeck` leaves the file system exactly as listed in 3.
# Needs root, debootstrap, unshare, lintian, desktop-file-utils and appstream
# (scripts/packages.txt) and the Debian mirror. Exit 77 (skip) without them unless
# TRAINDECK_TEST_STATE is set (CI), when a missing prerequisite is a failure.
# TRAINDECK_DEBINSTALL_KEEP=1 keeps the unpacked system for a look afterwards.
set -uo pipefail
src="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "${1:?usage: debinstall.sh BUILD_DIR}" && pwd)"
state="${TRAINDECK_TEST_STATE:-$build/test-state}"

fail() { echo "FAIL: $*"; exit 1; }
step() { printf '== %s (%ss)\n' "$*" "$SECONDS"; }

missing=""
[ "$(id -u)" -eq 0 ] || missing="root"
for tool in cpack dpkg-deb lintian debootstrap unshare chroot desktop-file-validate appstreamcli \
    identify flock; do
    command -v "$tool" >/dev/null || missing="$missing $tool"
done
if [ -n "$missing" ]; then
    if [ -n "${TRAINDECK_TEST_STATE:-}" ]; then
        fail "missing prerequisites:$missing (it runs as root; scripts/ensure-deps installs the tools of scripts/packages.txt)"
    fi
    echo "SKIP: missing prerequisites:$missing"
    exit 77
fi

mkdir -p "$state/debinstall"
work="$(cd "$state/debinstall" && pwd)"
sysroot="$work/root"
# Only ever this test's own folders are removed, and never while something is mounted below.
remove_own() {
    local dir="$1"
    case "$dir" in
    "$work"/?*) ;;
    *) fail "refusing to remove $dir: not under $work" ;;
    esac
    if awk -v d="$dir" '$5 == d || index($5, d "/") == 1 {found = 1} END {exit !found}' \
        /proc/self/mountinfo; then
        fail "refusing to remove $dir: something is mounted below it (see /proc/self/mountinfo)"
    fi
    rm -rf --one-file-system "$dir"
}
# One run at a time per state folder (the system and the apt cache are shared).
exec 8>"$work/.lock"
flock -w 1800 8 || fail "another debinstall run holds $work/.lock"

# --- 1. the package and lintian ------------------------------------------------------------
step "cpack -G DEB"
remove_own "$work/pkg"
mkdir -p "$work/pkg"
(cd "$build" && cpack -G DEB -B "$work/pkg") >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log"; fail "cpack -G DEB failed in $build"; }
debs=("$work/pkg"/traindeck_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] ||
    fail "cpack made ${#debs[@]} traindeck_*.deb in $work/pkg, expected 1: ${debs[*]}"
deb="${debs[0]}"
version="$(dpkg-deb -f "$deb" Version)"
depends="$(dpkg-deb -f "$deb" Depends)"
echo "package: $(basename "$deb"), version $version"
echo "Depends: $depends"
# dpkg-shlibdeps wrote the library dependencies: libc6, Qt and yaml-cpp with the minimum
# versions their shlibs files give, Graphviz (whose shlibs give none) by name.
dep_of() {
    local e IFS=','
    for e in $depends; do
        e="${e# }"
        [ "${e%% *}" = "$1" ] && { echo "$e"; return 0; }
    done
    return 1
}
for lib in libc6 libstdc++6 libqt6core6 libqt6widgets6 libqt6charts6 libqt6sql6 libyaml-cpp0.7; do
    [[ "$(dep_of "$lib")" == "$lib (>= "*")" ]] ||
        fail "Depends has no versioned $lib as dpkg-shlibdeps writes it: $depends"
done
for lib in libgvc6 libcgraph6 libqt6sql6-sqlite; do
    dep_of "$lib" >/dev/null || fail "Depends has no $lib: $depends"
done

step "lintian"
lintian --tag-display-limit 0 --fail-on none --display-info "$deb" >"$work/lintian.log" 2>&1
cat "$work/lintian.log"
errors="$(grep -c '^E: ' "$work/lintian.log")"
[ "$errors" -eq 0 ] || fail "lintian reports $errors error(s) (above)"
# Each remaining warning is justified in docs/packaging.md, by its tag name.
undocumented=""
for tag in $(sed -n 's/^W: traindeck[^:]*: \([a-z0-9+.-]*\).*/\1/p' "$work/lintian.log" | sort -u); do
    grep -q "\`$tag\`" "$src/docs/packaging.md" || undocumented="$undocumented $tag"
done
[ -z "$undocumented" ] ||
    fail "lintian warnings not justified in docs/packaging.md:$undocumented"

# What the build's own programs print, to compare the installed ones with.
empty_home="$work/host-home"
remove_own "$empty_home"
mkdir -p "$empty_home"
host_env=(env -i PATH=/usr/bin:/bin HOME="$empty_home" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen)
want_version="$("${host_env[@]}" "$build/app/traindeck-cli" --version)" ||
    fail "the build's traindeck-cli --version failed"
want_runtimes="$("${host_env[@]}" "$build/app/traindeck-cli" runtimes)" ||
    fail "the build's traindeck-cli runtimes failed"
[ "$want_version" = "traindeck-cli $version" ] ||
    fail "the build's traindeck-cli --version says '$want_version', the package is $version"
[ -n "$want_runtimes" ] || fail "the build's traindeck-cli runtimes printed nothing"
remove_own "$empty_home"

# --- 2. a clean Debian 12 --------------------------------------------------------------------
step "root file system"
tarball="$("$src/scripts/debian-rootfs")" || fail "scripts/debian-rootfs could not make the root file system"
remove_own "$sysroot"
mkdir -p "$sysroot"
tar --numeric-owner -C "$sysroot" -xf "$tarball" || fail "unpacking $tarball failed"
cp /etc/resolv.conf "$sysroot/etc/resolv.conf"
# The same Debian archive (and updates, security) this machine's apt uses, so that the
# libraries the build linked against are there in the same versions.
rm -f "$sysroot/etc/apt/sources.list"
if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    cp /etc/apt/sources.list.d/debian.sources "$sysroot/etc/apt/sources.list.d/debian.sources"
else
    mirror="${TRAINDECK_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
    printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb http://deb.debian.org/debian-security bookworm-security main\n' \
        "$mirror" "$mirror" >"$sysroot/etc/apt/sources.list"
fi
mkdir -p "$work/archives/partial" "$sysroot/tmp/pkg"
cp "$deb" "$sysroot/tmp/pkg/"
# The .debs apt downloads stay in the test's folder for the next run.
remove_own "$work/result"
mkdir -p "$work/result"

# --- 3.-6. inside: one script run in a namespace ---------------------------------------------
inside="$work/inside.sh"
cat >"$inside" <<'INSIDE'
set -uo pipefail
sysroot="$1" work="$2" deb_name="$3" version="$4"
fail() { echo "FAIL: $*"; exit 1; }
step() { printf '== %s\n' "$*"; }
mounts=()
unmount_all() {
    local i
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null; done
}
trap unmount_all EXIT
mnt() { mount "$@" && mounts+=("${@: -1}"); }
mnt -t proc proc "$sysroot/proc" || fail "mounting /proc"
mnt -t sysfs -o ro sysfs "$sysroot/sys" || fail "mounting /sys"
# /dev is the root file system's own (debootstrap made null, zero, urandom...): nothing of the
# host's devices is shared.
mnt -t tmpfs -o mode=1777 tmpfs "$sysroot/dev/shm" || fail "mounting /dev/shm"
mnt --bind "$work/archives" "$sysroot/var/cache/apt/archives" || fail "binding the apt cache"
in_root() {
    chroot "$sysroot" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
        LANG=C.UTF-8 "$@"
}
apt() { in_root apt-get -q -y -o APT::Install-Recommends=false "$@"; }
# The .debs this machine's apt has already downloaded are linked in rather than fetched again.
seed() {
    local f
    for f in $(apt --print-uris -qq "$@" | sed -n "s/^'[^']*' \([^ ]*\.deb\) .*/\1/p"); do
        [ -f "/var/cache/apt/archives/$f" ] && [ ! -e "$work/archives/$f" ] &&
            { ln "/var/cache/apt/archives/$f" "$work/archives/$f" 2>/dev/null ||
                cp "/var/cache/apt/archives/$f" "$work/archives/$f"; }
    done
    return 0
}
# The file system as paths (directories too), without the kernel's, the temporary and the
# bound apt cache.
listing() {
    (cd "$sysroot" && find . -xdev \( -path ./proc -o -path ./sys -o -path ./dev -o -path ./tmp \
        -o -path ./run -o -path ./var/cache/apt/archives \) -prune -o -print | LC_ALL=C sort)
}

step "apt-get update"
apt update >"$work/result/update.log" 2>&1 || { cat "$work/result/update.log"; fail "apt-get update in the clean system failed"; }

depends="$(dpkg-deb -f "$sysroot/tmp/pkg/$deb_name" Depends)"
step "the package's dependencies: $depends"
seed satisfy "$depends"
apt satisfy "$depends" >"$work/result/deps.log" 2>&1 ||
    { tail -n 30 "$work/result/deps.log"; fail "apt could not install the package's Depends in a clean Debian 12"; }
listing >"$work/result/before.txt"
in_root dpkg-query -W -f '${Package}\n' | sort >"$work/result/packages-before.txt"

step "apt-get install ./$deb_name"
in_root sh -c "cd /tmp/pkg && apt-get -q -y -o APT::Install-Recommends=false install ./$deb_name" \
    >"$work/result/install.log" 2>&1 || { cat "$work/result/install.log"; fail "apt-get install ./$deb_name failed"; }
in_root dpkg-query -W -f '${Package}\n' | sort >"$work/result/packages-after.txt"
added="$(comm -13 "$work/result/packages-before.txt" "$work/result/packages-after.txt" | tr '\n' ' ')"
[ "$added" = "traindeck " ] || fail "apt-get install added '$added', expected only traindeck"
status="$(in_root dpkg-query -W -f '${Status} ${Version}' traindeck)"
[ "$status" = "install ok installed $version" ] || fail "dpkg says traindeck is '$status'"
in_root apt-get check >/dev/null 2>&1 || fail "apt-get check finds broken dependencies"

step "libraries"
for prog in traindeck traindeck-cli; do
    [ -x "$sysroot/usr/bin/$prog" ] || fail "/usr/bin/$prog is not installed"
    libs="$(in_root ldd "/usr/bin/$prog")" || fail "ldd /usr/bin/$prog failed: $libs"
    if grep -q 'not found' <<<"$libs"; then
        grep 'not found' <<<"$libs"
        fail "/usr/bin/$prog needs libraries the package does not depend on (above)"
    fi
done

# The charts module (ui/charts), which the app loads from <libdir>/traindeck beside its bin.
module="$(in_root dpkg -L traindeck | grep '/traindeck-charts\.so$')"
case "$module" in
/usr/lib/*/traindeck/traindeck-charts.so) ;;
*) fail "the charts module is not installed where traindeck looks for it: '$module'" ;;
esac
libs="$(in_root ldd "$module")" || fail "ldd $module failed: $libs"
if grep -q 'not found' <<<"$libs"; then
    grep 'not found' <<<"$libs"
    fail "$module needs libraries the package does not depend on (above)"
fi

step "programs"
home=/tmp/home
mkdir -p "$sysroot$home" && mkdir -m 0700 "$sysroot$home/run"
run() {
    in_root env HOME="$home" XDG_RUNTIME_DIR="$home/run" QT_QPA_PLATFORM=offscreen \
        DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent/traindeck-no-bus timeout 120 "$@"
}
run /usr/bin/traindeck-cli --version >"$work/result/version.txt" 2>"$work/result/version.err" ||
    { cat "$work/result/version.err"; fail "traindeck-cli --version failed in the clean system"; }
run /usr/bin/traindeck-cli runtimes >"$work/result/runtimes.txt" 2>"$work/result/runtimes.err" ||
    { cat "$work/result/runtimes.err"; fail "traindeck-cli runtimes failed in the clean system"; }
run /usr/bin/traindeck --screenshot /tmp/screenshot.png >"$work/result/gui.log" 2>&1 ||
    { cat "$work/result/gui.log"; fail "traindeck --screenshot failed in the clean system (exit $?)"; }
cp "$sysroot/tmp/screenshot.png" "$work/result/screenshot.png" 2>/dev/null ||
    { cat "$work/result/gui.log"; fail "traindeck --screenshot wrote no /tmp/screenshot.png"; }
db="$(find "$sysroot$home" -name history.sqlite -size +0 | head -n1)"
[ -n "$db" ] && [ "$(head -c 15 "$db")" = "SQLite format 3" ] ||
    { cat "$work/result/gui.log"; fail "traindeck made no SQLite history under \$HOME (Qt's SQLite driver?)"; }

step "installed desktop file and metainfo"
desktop=/usr/share/applications/io.traindeck.TrainDeck.desktop
metainfo=/usr/share/metainfo/io.traindeck.TrainDeck.metainfo.xml
out="$(desktop-file-validate "$sysroot$desktop" 2>&1)" || { echo "$out"; fail "desktop-file-validate $desktop"; }
# Its hints (two main categories: TrainDeck is listed under Development and Science) are
# advice; an error or a warning fails.
echo "$out"
! grep -Eq ': (error|warning): ' <<<"$out" || fail "desktop-file-validate $desktop (above)"
out="$(appstreamcli validate --no-net "$sysroot$metainfo" 2>&1)" || { echo "$out"; fail "appstreamcli validate $metainfo"; }
echo "$out"
exec_prog="$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$sysroot$desktop")"
[ -x "$sysroot/usr/bin/$exec_prog" ] || fail "the desktop file's Exec=$exec_prog is not in /usr/bin"
icon="$(sed -n 's/^Icon=//p' "$sysroot$desktop")"
[ -f "$sysroot/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] ||
    fail "the desktop file's Icon=$icon is not installed in the hicolor theme"
launch="$(sed -n 's:.*<launchable type="desktop-id">\(.*\)</launchable>.*:\1:p' "$sysroot$metainfo")"
[ "/usr/share/applications/$launch" = "$desktop" ] ||
    fail "the metainfo launches '$launch', not the installed desktop file"
in_root test -d /usr/share/doc/traindeck || fail "no /usr/share/doc/traindeck"

step "apt-get purge traindeck"
rm -rf "$sysroot$home" "$sysroot/tmp/screenshot.png"
apt purge traindeck >"$work/result/purge.log" 2>&1 || { cat "$work/result/purge.log"; fail "apt-get purge traindeck failed"; }
left="$(in_root dpkg-query -W -f '${Status}' traindeck 2>/dev/null)"
[ -z "$left" ] || [ "$left" = "unknown ok not-installed" ] || fail "dpkg still knows traindeck: '$left'"
listing >"$work/result/after.txt"
if ! diff -u "$work/result/before.txt" "$work/result/after.txt" >"$work/result/leftover.diff"; then
    cat "$work/result/leftover.diff"
    fail "the file system after apt-get purge differs from before the install (above)"
fi
echo "ok"
INSIDE

step "clean Debian 12: install, run, purge"
timeout 780 unshare --mount --pid --fork --kill-child --propagation private \
    bash "$inside" "$sysroot" "$work" "$(basename "$deb")" "$version"
rc=$?
[ "$rc" -eq 0 ] || fail "the clean-system checks failed (exit $rc; logs in $work/result)"

# What the installed programs printed, compared with the build's (outside the namespace, so
# that the messages name both).
got_version="$(cat "$work/result/version.txt")"
[ "$got_version" = "$want_version" ] ||
    fail "installed traindeck-cli --version says '$got_version', the build's '$want_version'"
if [ "$(cat "$work/result/runtimes.txt")" != "$want_runtimes" ]; then
    diff -u <(echo "$want_runtimes") "$work/result/runtimes.txt"
    fail "installed traindeck-cli runtimes differs from the build's (above: - build, + installed)"
fi
shot="$work/result/screenshot.png"
[ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] ||
    fail "$shot is not a PNG"
colours="$(identify -format '%k' "$shot")" || fail "identify cannot read $shot"
size="$(identify -format '%wx%h' "$shot")"
echo "screenshot: $size, $colours colours"
# A window with its widgets and text drawn has hundreds of colours (anti-aliased text); a
# blank or unpainted one has one or two.
[ "$colours" -ge 64 ] || fail "the screenshot has only $colours colours: nothing was drawn"

[ -n "${TRAINDECK_DEBINSTALL_KEEP:-}" ] || remove_own "$sysroot"
remove_own "$work/pkg/_CPack_Packages"
step "passed"
