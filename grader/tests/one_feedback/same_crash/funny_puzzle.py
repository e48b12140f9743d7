# Stops with the same IndexError whatever the state: every test crashes alike.
def print_succ(state):
    print(state[12])


def solve(state):
    print(state[12])
