#!/usr/bin/env python3
"""Relinks the release `widget-render` without one of its link-time start-up mechanisms, for the
start-up shares of `make bench-startup` (DocC: Benchmarks, "What makes a cold start fast").

The mechanisms change only the link, so each variant is the release build's own objects linked
with the command SwiftPM wrote in .build/release.yaml, less that mechanism's flags (the order of
the functions a render runs, startup-order.txt, is one of them). Each is
written beside `widget-render`, as `widget-render-<variant>`, so that it finds its resources
as the baseline does. Prints `BENCH_COLDSTART_BUILDS=name=path,...` for the bench.

Run after `make build`; usage: link-variants.py [BUILD]
(the build folder, default .build)."""
import json
import os
import subprocess
import sys

build = sys.argv[1] if len(sys.argv) > 1 else ".build"
lines = open(os.path.join(build, "release.yaml")).read().splitlines()
start = lines.index('  "C.widget-render-x86_64-unknown-linux-gnu-release.exe":')
args = json.loads(next(l for l in lines[start:] if l.strip().startswith("args:")).strip()[len("args:"):])
output = args[args.index("-o") + 1]


def without_run(args, first, last):
    """`args` without the run of arguments from `first` to `last`, both included."""
    i = args.index(first)
    return args[:i] + args[args.index(last, i) + 1:]


def without_pair(args, flag, value_suffix):
    """`args` without `flag` and the value after it that ends with `value_suffix`."""
    i = next(k for k in range(len(args) - 1) if args[k] == flag and args[k + 1].endswith(value_suffix))
    return args[:i] + args[i + 2:]


def without_linker_flags(args, prefixes):
    """`args` without each `-Xlinker` and the flag after it that starts with one of `prefixes`."""
    kept, i = [], 0
    while i < len(args):
        if args[i] == "-Xlinker" and i + 1 < len(args) and args[i + 1].startswith(prefixes):
            i += 2
            continue
        kept.append(args[i])
        i += 1
    return kept


variants = {
    # The whole of Package.swift's staticSwiftRuntime: the shared Swift runtime, Foundation and
    # libstdc++, position-independent, the default linker (WIDGET_RENDER_DYNAMIC_SWIFT_RUNTIME=1),
    # which does not take lld's function order.
    "dynamic-swift-runtime": without_linker_flags(
        without_run(args, "-use-ld=lld", "-lstdc++"), ("--symbol-ordering-file=", "--no-warn-symbol-ordering")),
    # The static runtime without the order of the functions a render runs (startup-order.txt).
    "unordered-functions": without_linker_flags(args, ("--symbol-ordering-file=", "--no-warn-symbol-ordering")),
    # The static runtime in a position-independent executable.
    "pie": without_pair(args, "-Xclang-linker", "-no-pie"),
    # The static runtime with the shared libstdc++ (no Sources/widget-render/Linker on the path).
    "shared-libstdcxx": without_pair(args, "-L", "/Sources/widget-render/Linker"),
}
pairs = []
for name, variant in variants.items():
    path = output + "-" + name
    variant[variant.index("-o") + 1] = path
    subprocess.run(variant, check=True)
    pairs.append(f"{name}={path}")
print("BENCH_COLDSTART_BUILDS=" + ",".join(pairs))
