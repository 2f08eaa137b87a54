#!/usr/bin/env bash
# For every variation: `hanoi verify` as deep as it gets within a fixed time
# per variation (VERIFY_SECONDS, default 10), summarised as one line: the
# largest n whose optimum was found, and where the algorithm is beaten.
# Then the largest n whose optimum is found within 60 s for Classic, Reves
# and Reversi. Figures only; nothing passes or fails on time.
set -euo pipefail
cd "$(dirname "$0")/.."

budget=${VERIFY_SECONDS:-10}
cargo build --quiet --release -p hanoi-cli
hanoi=target/release/hanoi

# Rows of `hanoi list` from the second line: name, id, family..., discs "min-max".
"$hanoi" list | awk 'NR > 1 { print $2 }' | while read -r id; do
    max=$("$hanoi" list | awk -v id="$id" '$2 == id { for (i = 3; i <= NF; i++) if ($i ~ /^[0-9]+-[0-9]+$/) { split($i, r, "-"); print r[2]; exit } }')
    table=$(timeout "$budget" "$hanoi" verify "$id" --upto "$max" --max-memory 8000 2>/dev/null || true)
    echo "$table" | awk -v id="$id" '
        NR > 1 && $1 ~ /^[0-9]+$/ { last = $1; if ($4 == "longer") beaten = beaten sprintf(" %s:+%s", $1, $6) }
        END { printf "verify %-12s optimum found up to n = %-3s %s\n", id, last, (beaten == "" ? "algorithm optimal throughout" : "beaten at n:" beaten) }'
done

for id in classic reves reversi; do
    n=0
    # Each n from scratch: stop at the first that takes longer (or is refused).
    while timeout 60 "$hanoi" optimum "$id" --discs $((n + 1)) --max-memory 16000 > /dev/null 2>&1; do
        n=$((n + 1))
    done
    echo "search: $id, largest n solved within 60 s: $n"
done
