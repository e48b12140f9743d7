# Reads a file no test gives it, in a function, so that its traceback has frames of its
# own: the page must show the same traceback as the course's grader, with only the
# program's frames and Linux's "[Errno 2]" (check_web_page.py own-traceback).
import sys


def read_board(name):
    with open(name, encoding="utf-8") as board:
        return board.read()


print(read_board("board.txt"), sys.argv[1:])
