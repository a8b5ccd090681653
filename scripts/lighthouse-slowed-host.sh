#!/usr/bin/env bash
# Shows that the calibrated Lighthouse scores do not depend on the host's speed: runs
# scripts/lighthouse.mjs once as is and once inside a cgroup that caps the whole process tree
# (node, vite preview, Chromium) at CPU_QUOTA of one core, and prints both reports' medians.
# Needs root and the cgroup "cpu" controller (v1 at /sys/fs/cgroup/cpu, or v2). After `npm run build`.
#   CPU_QUOTA=0.6 LIGHTHOUSE_RUNS=3 bash scripts/lighthouse-slowed-host.sh
set -euo pipefail
cd "$(dirname "$0")/.."
quota="${CPU_QUOTA:-0.6}"
period_us=10000 # a short period, so that the cap slows work evenly instead of pausing it for long stretches
quota_us=$(node -e "console.log(Math.round($quota * $period_us))")

if [ -d /sys/fs/cgroup/cpu ]; then
  group=/sys/fs/cgroup/cpu/lighthouse-slowed
  mkdir -p "$group"
  echo "$period_us" > "$group/cpu.cfs_period_us"
  echo "$quota_us" > "$group/cpu.cfs_quota_us"
  procs="$group/cgroup.procs"
else
  group=/sys/fs/cgroup/lighthouse-slowed
  mkdir -p "$group"
  echo "$quota_us $period_us" > "$group/cpu.max"
  procs="$group/cgroup.procs"
fi

echo "== as is"
LIGHTHOUSE_OUT=reports/lighthouse-host-as-is.json node scripts/lighthouse.mjs || true
echo "== capped at $quota of one core"
bash -c "echo \$\$ > $procs; exec env LIGHTHOUSE_OUT=reports/lighthouse-host-slowed.json node scripts/lighthouse.mjs" || true
node -e '
const read = (f) => JSON.parse(require("fs").readFileSync(f, "utf8")).pages;
const [a, b] = [read("reports/lighthouse-host-as-is.json"), read("reports/lighthouse-host-slowed.json")];
for (const path of Object.keys(a)) {
  const line = (m) => `index ${m.benchmarkIndex}, CPU ×${m.multiplier.toFixed(2)}, performance ${m.performance.toFixed(2)}, TBT ${m.tbtMs} ms, LCP ${m.lcpMs} ms`;
  console.log(`${path}\n  as is:  ${line(a[path].median)}\n  slowed: ${line(b[path].median)}\n  difference in performance: ${(b[path].median.performance - a[path].median.performance).toFixed(2)}`);
}'
