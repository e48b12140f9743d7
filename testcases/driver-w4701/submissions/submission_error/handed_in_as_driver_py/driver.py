"""A COMS W4701 hand-in under ColumbiaX's file name, driver.py.

The term's suites run puzzle.py, so the grader never runs this file: before any test it
says, in one line, that it found driver.py and looks for puzzle.py.
"""
