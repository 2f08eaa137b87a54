"""Builds a headless copy of the original HanoiVar (W.F. Lunnon's Java demo)
for scripts/side-by-side.sh: HanoiLib.java (every rule and solver) unchanged,
and from HanoiVar.java only the classes the rules and solvers use (HanoiDefn
with its move(), Disc, Pin, Tower, Colour, HanoiException). Disc and Colour
extend java.awt.Frame only to draw, and a Frame cannot be made without a
display, so that `extends Frame` is dropped; nothing else is edited. The
window, its counters and its simulation thread are left out:
SideBySide.java stands in for the two hooks the rules call (HanoiSimul's
move counter and the trace toggles).

The original is not part of this repository; pass the folder holding its
java/ sources (github.com/BrandonE/hanoi).

usage: extract-original.py ORIGINAL_JAVA_DIR OUT_DIR
"""
import pathlib
import re
import shutil
import sys

KEPT = ["HanoiDefn", "Disc", "Pin", "Tower", "Colour", "HanoiException"]


def class_text(lines, name):
    """The class's lines, from its header to the line that closes its braces."""
    start = next(i for i, line in enumerate(lines) if re.match(rf"(abstract )?class {name}\b", line))
    depth, end = 0, start
    for end in range(start, len(lines)):
        depth += lines[end].count("{") - lines[end].count("}")
        if depth == 0 and "{" in "".join(lines[start:end + 1]):
            break
    text = "".join(lines[start:end + 1])
    return text.replace(f"class {name} extends Frame", f"class {name}", 1)


def main():
    source, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    shutil.copy(source / "HanoiLib.java", out / "HanoiLib.java")
    lines = (source / "HanoiVar.java").read_text(encoding="latin-1").splitlines(keepends=True)
    kept = "".join(class_text(lines, name) + "\n" for name in KEPT)
    header = "// Extracted by scripts/side-by-side/extract-original.py\nimport java.awt.*;\n\n"
    (out / "HanoiRules.java").write_text(header + kept, encoding="latin-1")


main()
