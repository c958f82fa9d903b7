#!/usr/bin/env python3
"""Replays a batch of solver scripts with kiwisolver and prints each system's solution.

Input (stdin), one system after another:
    system <id> <variable count>
    add <constraint id> <priority> <relation == <= >=> <constant> [<coefficient> <variable>]...
    remove <constraint id>
    edit <variable> <priority>
    suggest <variable> <value>
    end
Output: for each system, one line "<id> <value of v0> <value of v1> ..." or "<id> error <message>".
Priorities map to kiwi's strengths: 1000 required, 750 strong, 500 medium, 250 weak.
"""
import importlib
import os
import subprocess
import sys


def import_kiwi():
    """kiwisolver, installed with pip into the package's .build/python on first use when Python lacks it, so
    that `swift test` needs nothing a fresh machine lacks but Python and pip."""
    try:
        import kiwisolver
        return kiwisolver
    except ImportError:
        pass
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    target = os.path.join(root, ".build", "python")
    sys.path.insert(0, target)
    try:
        import kiwisolver
        return kiwisolver
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                               "--target", target, "kiwisolver==1.5.*"], stdout=sys.stderr)
        importlib.invalidate_caches()
        import kiwisolver
        return kiwisolver


kiwi = import_kiwi()

STRENGTH = {1000: kiwi.strength.required, 750: kiwi.strength.strong,
            500: kiwi.strength.medium, 250: kiwi.strength.weak}


def run():
    solver = None
    for line in sys.stdin:
        f = line.split()
        if not f:
            continue
        op = f[0]
        if op == "system":
            sid, n = f[1], int(f[2])
            solver = kiwi.Solver()
            variables = [kiwi.Variable("v%d" % i) for i in range(n)]
            constraints = {}
            failed = None
        elif failed is not None and op != "end":
            continue
        elif op == "add":
            cid, priority, rel, constant = f[1], int(f[2]), f[3], float(f[4])
            expr = constant
            for k in range(5, len(f), 2):
                expr = expr + float(f[k]) * variables[int(f[k + 1])]
            c = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[rel]
            c = c | STRENGTH[priority]
            constraints[cid] = c
            try:
                solver.addConstraint(c)
            except Exception as e:  # noqa: BLE001
                failed = "add %s: %s" % (cid, type(e).__name__)
        elif op == "remove":
            solver.removeConstraint(constraints.pop(f[1]))
        elif op == "edit":
            solver.addEditVariable(variables[int(f[1])], STRENGTH[int(f[2])])
        elif op == "suggest":
            solver.suggestValue(variables[int(f[1])], float(f[2]))
        elif op == "end":
            if failed is not None:
                line = "%s error %s" % (sid, failed)
            else:
                solver.updateVariables()
                line = sid + " " + " ".join(repr(v.value()) for v in variables)
            # Flushed system by system: if kiwi aborts the process on a later system (its C++ core can
            # terminate on an internal error), the answers so far still arrive.
            sys.stdout.write(line + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    run()
