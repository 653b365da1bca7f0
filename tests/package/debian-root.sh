# shellcheck shell=bash disable=SC2016
# Sourced by the package checks: a clean Debian root made once with debootstrap from the
# mirror this machine's apt uses, copied afresh for each run and mounted for chroot, and
# stages that are timed and summed up at the end.
#   TENSORLENS_CHECK_CACHE  where the roots and the downloaded packages are kept
#                           (default /var/tmp/tensorlens-check)

TL_CACHE=${TENSORLENS_CHECK_CACHE:-/var/tmp/tensorlens-check}
TL_ROOT=""  # the working root, set by use_root before the stages run in subshells
TL_STAGES=()

say() { printf '%s\n' "$*" >&2; }
die() { say "$(basename "$0"): $*"; exit 1; }

# chroot and mount need root; the checks ask for it as install-deps does.
need_root() {
  if [ "$(id -u)" -ne 0 ]; then
    exec sudo --preserve-env=TENSORLENS_CHECK_CACHE "$0" "$@"
  fi
}

need_debootstrap() {
  command -v debootstrap >/dev/null && return
  say "installing debootstrap (to make the clean Debian root)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
}

# The Debian archive this machine's apt sources name (not the security archive).
debian_mirror() {
  local uri
  uri=$(apt-get indextargets --format '$(REPO_URI) $(LABEL)' 2>/dev/null | awk '$2 == "Debian" { print $1; exit }')
  [ -n "$uri" ] || die "no Debian archive in this machine's apt sources (run apt-get update first)"
  printf '%s\n' "$uri"
}

now() { date +%s.%N; }

# stage NAME COMMAND...: runs one check, says how long it took, stops everything if it fails.
stage() {
  local name=$1 start rc seconds
  shift
  say ""
  say "== $name"
  start=$(now)
  set +e
  ( set -e; "$@" )
  rc=$?
  set -e
  seconds=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }')
  if [ "$rc" -eq 0 ]; then
    TL_STAGES+=("$(printf '%-12s %8s s  ok' "$name" "$seconds")")
    say "-- $name: ok ($seconds s)"
  else
    TL_STAGES+=("$(printf '%-12s %8s s  FAILED' "$name" "$seconds")")
    say "-- $name: FAILED ($seconds s)"
    summary
    exit 1
  fi
}

summary() {
  say ""
  say "stage          seconds"
  local line
  for line in "${TL_STAGES[@]}"; do say "$line"; done
}

# Unmounts everything under a root, deepest first.
unmount_root() {
  local root=$1 target
  [ -d "$root" ] || return 0
  root=$(cd "$root" && pwd -P)
  awk -v r="$root" '$2 == r || index($2, r "/") == 1 { print $2 }' /proc/mounts | sort -r |
    while read -r target; do umount "$target" 2>/dev/null || umount -l "$target"; done
}

# Removes a root without ever crossing into a mounted file system.
remove_root() {
  local root=$1
  [ -d "$root" ] || return 0
  unmount_root "$root"
  rm -rf --one-file-system "$root"
}

# base_root SUITE: the cached pristine root of SUITE, made with debootstrap when missing.
base_root() {
  local suite=$1 base="$TL_CACHE/$1-base" mirror
  if [ ! -e "$base/.tensorlens-base-ready" ]; then
    need_debootstrap
    mirror=$(debian_mirror)
    remove_root "$base.part"
    mkdir -p "$TL_CACHE"
    say "debootstrap $suite from $mirror into $base (once; later runs reuse it)"
    debootstrap --variant=minbase "$suite" "$base.part" "$mirror" >"$TL_CACHE/$suite-debootstrap.log" 2>&1 ||
      die "debootstrap failed: see $TL_CACHE/$suite-debootstrap.log"
    remove_root "$base"
    mv "$base.part" "$base"
    touch "$base/.tensorlens-base-ready"
  fi
  printf '%s\n' "$base"
}

use_root() { TL_ROOT="$TL_CACHE/$1-run"; }

# fresh_root SUITE: a new working copy of the pristine root at TL_ROOT, mounted for chroot.
# Downloaded packages are kept between runs, so later runs need the network less.
fresh_root() {
  local suite=$1 base
  base=$(base_root "$suite")
  remove_root "$TL_ROOT"
  cp -a "$base" "$TL_ROOT"
  cp /etc/resolv.conf "$TL_ROOT/etc/resolv.conf" 2>/dev/null || true
  # Packages may not start services inside the chroot.
  printf '#!/bin/sh\nexit 101\n' >"$TL_ROOT/usr/sbin/policy-rc.d"
  chmod 755 "$TL_ROOT/usr/sbin/policy-rc.d"
  mkdir -p "$TL_CACHE/$suite-archives/partial"
  mount -t proc proc "$TL_ROOT/proc"
  mkdir -p "$TL_ROOT/dev/shm" "$TL_ROOT/dev/pts"
  mount -t tmpfs tmpfs "$TL_ROOT/dev/shm"
  # apt logs through a pseudo-terminal.
  mount --bind /dev/pts "$TL_ROOT/dev/pts"
  mount --bind "$TL_CACHE/$suite-archives" "$TL_ROOT/var/cache/apt/archives"
}

release_root() {
  [ -n "$TL_ROOT" ] || return 0
  if [ "${TL_KEEP:-0}" = 1 ]; then
    unmount_root "$TL_ROOT"
    say "kept the root: $TL_ROOT"
  else
    remove_root "$TL_ROOT"
  fi
}

# in_root COMMAND...: runs a command inside the root with a clean environment.
in_root() {
  chroot "$TL_ROOT" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes "$@"
}

# in_root_sh SCRIPT: a shell command line inside the root.
in_root_sh() { in_root /bin/sh -ec "$1"; }

# The file list of /usr inside the root (what installing and purging must restore).
usr_listing() { (cd "$TL_ROOT" && find usr -xdev | LC_ALL=C sort); }
