#!/usr/bin/env bash
# CPU groups for benchmarks on a shared machine (cgroup v1 `cpu` controller, as root).
#
# A group with a high `cpu.shares` gets the CPU it asks for even while other work runs
# (compilers, other helpers' tests); with a budget (`cpu.cfs_quota_us`) it also gets no
# more than that, as a machine of its own with that many CPUs would. Benchmarks use it so
# that a figure measures the program, not the machine's load.
#
#   bench/cpu-group.sh [--budget CPUS] -- command [args...]
#       runs the command (and everything it starts) in a group of its own, then removes it;
#   . bench/cpu-group.sh
#       defines cpu_group, cpu_group_join and cpu_group_remove for a script
#       that arranges several groups (bench/saves/run.sh).
#
# Settings (environment): CPU_CGROUP_ROOT (/sys/fs/cgroup/cpu), CPU_SHARES (65536; a
# process at nice 0 weighs 1024, so the group outweighs about 64 busy ones).

CPU_CGROUP_ROOT=${CPU_CGROUP_ROOT:-/sys/fs/cgroup/cpu}
CPU_SHARES=${CPU_SHARES:-65536}
CPU_PERIOD_US=100000

# Whether groups can be made here (cgroup v1 cpu controller, writable).
cpu_groups_available() {
  [ -w "$CPU_CGROUP_ROOT" ] && [ -e "$CPU_CGROUP_ROOT/cpu.shares" ] && [ -e "$CPU_CGROUP_ROOT/cpu.cfs_quota_us" ]
}

# cpu_group NAME [BUDGET]: makes the group NAME (a path under the root; parents first) with
# CPU_SHARES and, with BUDGET (CPUs, e.g. 0.4), a quota of that much CPU time per period.
# Prints its directory.
cpu_group() {
  local dir="$CPU_CGROUP_ROOT/$1" budget=${2:-}
  mkdir "$dir" || return 1
  echo "$CPU_SHARES" >"$dir/cpu.shares"
  if [ -n "$budget" ]; then
    echo "$CPU_PERIOD_US" >"$dir/cpu.cfs_period_us"
    awk -v b="$budget" -v p="$CPU_PERIOD_US" 'BEGIN { printf "%d\n", b * p }' >"$dir/cpu.cfs_quota_us"
  fi
  echo "$dir"
}

# cpu_group_join DIR PID: moves the process PID (all its threads) into the group; what
# it starts afterwards is in the group too.
cpu_group_join() {
  echo "$2" >"$1/cgroup.procs"
}

# cpu_group_remove DIR: moves what is still in the group and its subgroups back to the
# root group, then removes them (deepest first).
cpu_group_remove() {
  local dir=$1 sub pid
  [ -d "$dir" ] || return 0
  for sub in $(find "$dir" -mindepth 1 -type d | sort -r) "$dir"; do
    while read -r pid; do
      echo "$pid" >"$CPU_CGROUP_ROOT/cgroup.procs" 2>/dev/null || true
    done <"$sub/cgroup.procs"
    rmdir "$sub" 2>/dev/null || echo "cpu-group: could not remove $sub" >&2
  done
}

# Run as a command: the command in a group of its own.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  budget=
  while [ $# -gt 0 ]; do
    case $1 in
      --budget) budget=$2; shift 2 ;;
      --) shift; break ;;
      *) break ;;
    esac
  done
  [ $# -gt 0 ] || { echo "usage: $0 [--budget CPUS] -- command [args...]" >&2; exit 2; }
  if ! cpu_groups_available; then
    echo "cpu-group: no writable cgroup v1 cpu controller at $CPU_CGROUP_ROOT; running without a group" >&2
    exec "$@"
  fi
  group=$(cpu_group "veil-bench-$$" "$budget")
  trap 'cpu_group_remove "$group"' EXIT
  cpu_group_join "$group" $$
  echo "cpu-group: running in $group (cpu.shares $CPU_SHARES${budget:+, budget $budget CPU})" >&2
  status=0
  "$@" || status=$?
  # Out of the group before removing it.
  echo $$ >"$CPU_CGROUP_ROOT/cgroup.procs"
  exit "$status"
fi
