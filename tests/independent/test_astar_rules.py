"""The independent A* of issue #29's rules (astar_rules.py) gives the published FAQ counts
for the assignment's own rule and the lines puzzle-ref's deviation tests pin for each rule
(reference/presets/deviation_test.cc, reference/search/tie_rules_test.cc)."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from astar_rules import FAQ_BOARDS, PUBLIC_BOARDS, astar, summary  # noqa: E402

DEEPER = (0, 8, 4, 3, 7, 1, 5, 6, 2)  # a board where the old parent changes the path


def lines(boards, **rules):
    """(moves, cost_of_path, nodes_expanded, search_depth, max_search_depth) per board."""
    return [summary(astar(board, **rules)) for board in boards]


class AstarRules(unittest.TestCase):
    def test_the_assignments_rule_gives_the_published_counts(self):
        self.assertEqual([row[2] for row in lines(FAQ_BOARDS)], [696, 1585])
        self.assertEqual(lines(PUBLIC_BOARDS), [(1, 1, 1, 1, 1), (3, 3, 3, 3, 3)])

    def test_frontier_updates(self):
        self.assertEqual(lines(FAQ_BOARDS, update='always-replace'),
                         [(20, 20, 698, 20, 20), (26, 26, 1646, 26, 26)])
        self.assertEqual(lines(FAQ_BOARDS, update='in-place'),
                         [(20, 20, 709, 20, 20), (26, 26, 1637, 26, 26)])
        self.assertEqual(lines(FAQ_BOARDS, update='old-parent'),
                         [(20, 20, 711, 20, 20), (26, 26, 1660, 26, 26)])
        # The old parent's way is longer than the cost the program reached the goal at.
        self.assertEqual(lines([DEEPER], update='old-parent'), [(24, 20, 266, 24, 20)])
        self.assertEqual(lines([DEEPER], update='decrease-key'), [(20, 20, 266, 20, 20)])

    def test_priorities_that_are_not_g_plus_h(self):
        self.assertEqual(lines(FAQ_BOARDS, priority='path-h'),
                         [(22, 22, 2546, 22, 22), (26, 26, 9866, 26, 26)])
        self.assertEqual(lines(PUBLIC_BOARDS + FAQ_BOARDS, priority='2g+h'),
                         [(1, 1, 1, 1, 1), (3, 3, 5, 3, 3), (20, 20, 5389, 20, 20),
                          (26, 26, 34200, 26, 26)])
        # The held-out driver program sum_h_along_path (bench/diagnosis/heldout/driver),
        # run by hand on these boards, printed the same lines.
        self.assertEqual(lines(PUBLIC_BOARDS + FAQ_BOARDS, priority='g+path-h'),
                         [(1, 1, 1, 1, 1), (3, 3, 5, 3, 3), (22, 22, 3543, 22, 22),
                          (26, 26, 12978, 26, 26)])
        self.assertEqual(lines(PUBLIC_BOARDS + FAQ_BOARDS, priority='zero-h'),
                         [(1, 1, 1, 1, 1), (3, 3, 10, 3, 4), (20, 20, 54094, 20, 21),
                          (26, 26, 166786, 26, 27)])

    def test_ties(self):
        self.assertEqual(lines(FAQ_BOARDS, ties='heap-position'),
                         [(20, 20, 582, 20, 20), (26, 26, 1510, 26, 26)])
        self.assertEqual(lines(FAQ_BOARDS, ties='last-move-board'),
                         [(20, 20, 663, 20, 20), (26, 26, 998, 26, 26)])

    def test_the_public_boards_show_none_but_the_slower_priorities(self):
        for rules in ({'update': 'always-replace'}, {'update': 'in-place'},
                      {'update': 'old-parent'}, {'priority': 'path-h'},
                      {'ties': 'heap-position'}, {'ties': 'last-move-board'}):
            self.assertEqual(lines(PUBLIC_BOARDS, **rules), lines(PUBLIC_BOARDS), rules)


if __name__ == '__main__':
    unittest.main()
