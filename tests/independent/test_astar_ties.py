"""The independent A* (astar_ties.py) gives the published FAQ counts, the counts real
students' programs reported in issue #15, and the counts puzzle-ref's deviation tests pin
(reference/search/tie_rules_test.cc)."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from astar_ties import FAQ_BOARDS, astar  # noqa: E402


def counts(**rules):
    return [astar(board, **rules) for board in FAQ_BOARDS]


class AstarTies(unittest.TestCase):
    def test_published_rule(self):
        self.assertEqual(counts(), [696, 1585])

    def test_real_programs_of_issue_15(self):
        self.assertEqual(counts(ties='smaller-g-then-state'), [711, 1801])
        self.assertEqual(counts(ties='moves', duplicates='decrease-key'), [458, 1204])

    def test_counts_pinned_in_the_engine_tests(self):
        self.assertEqual(counts(ties='moves'), [453, 1263])
        self.assertEqual(counts(ties='last-move'), [692, 1192])
        self.assertEqual(counts(ties='state'), [611, 975])
        self.assertEqual(counts(duplicates='decrease-key'), [711, 1660])
        self.assertEqual(counts(duplicates='decrease-key-keep'), [711, 1668])
        self.assertEqual(counts(ties='lifo'), [390, 1274])
        self.assertEqual(counts(count_blank=True), [1158, 2285])


if __name__ == '__main__':
    unittest.main()
