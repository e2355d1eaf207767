#!/usr/bin/env python3
"""Writes Sources/widget-render/Linker/startup-order.txt, the order in which the linker lays out
the functions of `widget-render` (lld's --symbol-ordering-file, Package.swift's
staticSwiftRuntime): the functions a one-render process runs, first those of the cold-start
bench's render (weather, systemSmall), then those each other gallery widget adds, in the order
callgrind first records them. Laid out together, they fill fewer pages of the executable, so a
process takes fewer page faults on its code (DocC: Benchmarks).

A name the build no longer has is skipped by the linker, so a stale file costs only the
ordering of what changed. Run after `make build`, from the
package folder (make startup-order does both); needs valgrind. usage: startup-order.py [BUILD]"""
import os
import re
import subprocess
import sys
import tempfile

build = sys.argv[1] if len(sys.argv) > 1 else ".build"
tool = os.path.realpath(os.path.join(build, "release", "widget-render"))
renders = [["weather", "--family", "systemSmall"]] + [
    [line.split(":")[0]]
    for line in subprocess.run([tool, "list"], capture_output=True, text=True, check=True).stdout.splitlines()
    if ":" in line and not line.startswith("weather:")
]


def functions(profile):
    """The functions of `tool` that ran, in the order the profile first names them."""
    objects, names, order, seen = {}, {}, [], set()
    current_object = current_function = None
    after_call = False
    for line in open(profile, errors="replace"):
        line = line.rstrip("\n")
        match = re.match(r"^(ob|cob|fn|cfn|fi|fe|fl|cfi|cfl)=\((\d+)\)(?: (.*))?$", line)
        if match:
            kind, key, name = match.groups()
            table = objects if kind in ("ob", "cob") else names
            if name and kind in ("ob", "cob", "fn", "cfn"):
                table[key] = name
            if kind == "ob":
                current_object = objects.get(key)
            elif kind == "fn":
                current_function = names.get(key)
            continue
        if line.startswith("calls="):
            after_call = True  # the next cost line is the call's, not the function's own
            continue
        if re.match(r"^[+-]?\d+ \d+", line):
            if after_call:
                after_call = False
                continue
            if current_object and os.path.realpath(current_object) == tool and current_function:
                name = re.sub(r"'\d+$", "", current_function)  # callgrind's mark of a recursion level
                if not name.startswith("0x") and name not in seen:
                    seen.add(name)
                    order.append(name)
    return order


ordered, seen = [], set()
with tempfile.TemporaryDirectory() as folder:
    for index, arguments in enumerate(renders):
        profile = os.path.join(folder, f"callgrind.{index}")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}", tool, "render"]
            + arguments + ["-o", os.path.join(folder, "render.png")],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for name in functions(profile):
            if name not in seen:
                seen.add(name)
                ordered.append(name)
output = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "widget-render", "Linker", "startup-order.txt")
with open(output, "w") as file:
    file.write("\n".join(ordered) + "\n")
print(f"{len(ordered)} functions in {os.path.relpath(output)}")
