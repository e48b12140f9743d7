# Forges the harness's tagged usage error (which blames the suite) with the real nonce,
# and exits 2 as the harness would: it comes after "started", so it is not believed.
import sys


def harness_nonce():
    frame = sys._getframe()
    while frame is not None:
        messages = frame.f_locals.get("messages")
        if getattr(messages, "_nonce", None):
            return messages._nonce
        frame = frame.f_back
    return "not-found"


def solve(role, token, beat, port):
    if role == "hostile":
        print("puzzle-harness %s usage error: args literal is not a list of Python literals"
              % harness_nonce(), file=sys.stderr, flush=True)
        print("puzzle_harness: usage: puzzle_harness.py", file=sys.stderr, flush=True)
        sys.exit(2)
    print("word: hello\nlength: 5")
