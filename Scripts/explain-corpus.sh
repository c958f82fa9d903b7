#!/usr/bin/env bash
# Measures `autolayout explain` on a folder of real console logs (one paste per .txt file): how many logs are
# read completely, and for how many the conflicting set our engine finds is exactly the list UIKit printed and
# holds the constraint UIKit broke. Usage: Scripts/explain-corpus.sh FOLDER [autolayout binary]
set -euo pipefail
folder="${1:?usage: Scripts/explain-corpus.sh FOLDER [binary]}"
binary="${2:-.build/release/autolayout}"
[ -x "$binary" ] || swift build -c release --product autolayout > /dev/null
python3 - "$folder" "$binary" <<'PY'
import json, os, subprocess, sys
folder, binary = sys.argv[1], sys.argv[2]
files = sorted(f for f in os.listdir(folder) if f.endswith(".txt"))
logs = complete = matched = 0
for name in files:
    run = subprocess.run([binary, "explain", "--reporter", "json", os.path.join(folder, name)], capture_output=True, text=True)
    if run.returncode not in (0, 65):
        print("%s: exit %d %s" % (name, run.returncode, run.stderr.strip()[:200])); logs += 1; continue
    report = json.loads(run.stdout) if run.stdout.strip() else {"logs": []}
    if not report["logs"]:
        print("%s: no log read: %s" % (name, "; ".join(report.get("problems", [])))); logs += 1; continue
    for log in report["logs"]:
        logs += 1
        ok = log["complete"] and not log["problems"]
        complete += ok
        good = ok and log["conflictMatchesList"] and (log.get("broken") is None or log["broken"] in log["conflict"])
        matched += good
        if not good:
            why = "; ".join(log["problems"]) if not ok else "conflict %s of %d listed, broken %s" % (log["conflict"], len(log["constraints"]), log.get("broken"))
            print("%s (line %d): %s" % (name, log["line"], why))
print("logs: %d, read completely: %d (%.1f %%), conflict = UIKit's list and holds the broken one: %d of %d read (%.1f %%)" % (
    logs, complete, 100.0 * complete / max(logs, 1), matched, complete, 100.0 * matched / max(complete, 1)))
PY
