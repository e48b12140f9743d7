# Imports a package the grader does not have.
import pandas


def print_succ(state):
    print(pandas.DataFrame(state))


def solve(state):
    print(pandas.DataFrame(state))
