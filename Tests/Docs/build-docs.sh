#!/usr/bin/env bash
# Builds every module's DocC archive into .build/docs/<Module>.doccarchive with the toolchain's
# docc, warnings as errors: the symbol graphs come from `swift package dump-symbol-graph`
# (public declarations), each module's catalog from Sources/<Module>/<Module>.docc.
# Usage: Tests/Docs/build-docs.sh [swift]   (exit 1 when any archive has a warning)
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFT=${1:-swift}
docc=$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/docc
[ -x "$docc" ] || docc=$(command -v docc) || { echo "docs: no docc beside $SWIFT nor on PATH" >&2; exit 1; }
"$SWIFT" package dump-symbol-graph --minimum-access-level public > .build/docs-symbol-graph.log 2>&1 \
  || { cat .build/docs-symbol-graph.log >&2; exit 1; }
graphs=$(sed -n 's/^Files written to //p' .build/docs-symbol-graph.log | tail -n 1)
[ -d "$graphs" ] || { echo "docs: dump-symbol-graph wrote no folder (see .build/docs-symbol-graph.log)" >&2; exit 1; }
rm -rf .build/docs && mkdir -p .build/docs
status=0
for catalog in Sources/*/*.docc; do
  module=$(basename "$catalog" .docc)
  staged=.build/docs/.graphs/$module
  mkdir -p "$staged"
  cp "$graphs/$module.symbols.json" "$staged/" 2>/dev/null || { echo "docs: no symbol graph for $module" >&2; status=1; continue; }
  cp "$graphs/$module@"*.symbols.json "$staged/" 2>/dev/null || true
  if "$docc" convert "$catalog" --additional-symbol-graph-dir "$staged" --output-path ".build/docs/$module.doccarchive" \
      --fallback-display-name "$module" --fallback-bundle-identifier "widgetrender.$module" \
      --warnings-as-errors > ".build/docs/$module.log" 2>&1; then
    echo "docs: $module"
  else
    echo "docs: $module has warnings or errors:" >&2
    grep -E "warning|error" ".build/docs/$module.log" | head -40 >&2
    status=1
  fi
done
rm -rf .build/docs/.graphs
exit $status
