#!/usr/bin/env python3
"""Records the pop order of CPython's own heapq for a seeded random run of pushes and pops.

Items compare by key only (like puzzle objects whose __lt__ looks at g + h), so equal keys
pop in whatever order heapq's sift steps leave them: exactly what the C++ PyHeap must
reproduce. Regenerate with:  python3 record_heapq.py > heapq_key_only.txt
Output lines: "push <key> <id>" and "pop <id>" (the id Python popped).
"""
import heapq
import random


class Item:
    def __init__(self, key, ident):
        self.key = key
        self.ident = ident

    def __lt__(self, other):
        return self.key < other.key


def main():
    rng = random.Random(20240601)
    heap = []
    next_id = 0
    for _ in range(5000):
        if heap and rng.random() < 0.45:
            print(f"pop {heapq.heappop(heap).ident}")
        else:
            item = Item(rng.randint(0, 6), next_id)  # few keys: many ties
            next_id += 1
            heapq.heappush(heap, item)
            print(f"push {item.key} {item.ident}")
    while heap:
        print(f"pop {heapq.heappop(heap).ident}")


if __name__ == "__main__":
    main()
