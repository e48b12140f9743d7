# A driver program that imports numpy, which driver's suites declare (so the course's
# grader and the kit have it) and the web page cannot offer: the page must say that it
# cannot run it as the course's grader would, once, and never blame the program
# (check_web_page.py says-what-it-lacks).
import numpy

print(numpy.zeros(3))
