#!/usr/bin/env python3
"""Gallery render times of this tree against another commit's, side by side in one run.

Usage: compare_gallery.py BASE_BENCH HEAD_BENCH [ROUNDS]

Runs the two `widget-render-bench` binaries (release builds) alternately, ROUNDS times each
(default 5), with BENCH_SECTION=gallery, and reads the render+encode median of every
widget/family row both print. For each row it reports head / base as the median over the
rounds, then the median over the rows. Rows only one side has (a widget added or removed) are
listed and left out of the ratio. Exits 1 when the median ratio is above 1.10 (a regression
of more than 10 %), so it can gate a change.
"""
import os
import re
import statistics
import subprocess
import sys

ROW = re.compile(r"^(\S+)\s+(\S+)\s+(\d+×\d+)\s+([\d.]+) ms\s+([\d.]+) ms\s+([\d.]+)×$")
LIMIT = 1.10


def run(binary):
    env = dict(os.environ, BENCH_SECTION="gallery")
    env.setdefault("BENCH_ITERATIONS", "20")
    out = subprocess.run([binary], env=env, check=True, capture_output=True, text=True).stdout
    rows = {}
    for line in out.splitlines():
        m = ROW.match(line.strip())
        if m:
            rows[(m.group(1), m.group(2))] = float(m.group(4))
    if not rows:
        sys.exit(f"compare_gallery: {binary} printed no gallery rows; is it a widget-render-bench that knows BENCH_SECTION=gallery?")
    return rows


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    base_bin, head_bin = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) == 4 else 5
    base, head = [], []
    for _ in range(rounds):
        base.append(run(base_bin))
        head.append(run(head_bin))
    common = sorted(set(base[0]) & set(head[0]))
    only = sorted(set(base[0]) ^ set(head[0]))
    print(f"gallery render+encode, this tree against the base, {rounds} alternating rounds (medians)")
    ratios = []
    for key in common:
        b = statistics.median(r[key] for r in base)
        h = statistics.median(r[key] for r in head)
        ratio = h / b if b > 0 else 0
        ratios.append(ratio)
        print(f"  {key[0]:<10} {key[1]:<22} base {b:7.2f} ms   head {h:7.2f} ms   {ratio:.2f}×")
    for key in only:
        print(f"  {key[0]:<10} {key[1]:<22} only in {'base' if key in base[0] else 'head'}: not compared")
    if not ratios:
        sys.exit("compare_gallery: no widget/family row in common")
    overall = statistics.median(ratios)
    print(f"median ratio (head / base): {overall:.2f}× (limit {LIMIT:.2f}×)")
    sys.exit(1 if overall > LIMIT else 0)


if __name__ == "__main__":
    main()
