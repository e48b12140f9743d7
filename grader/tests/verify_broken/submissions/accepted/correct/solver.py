# Correct: the word and its length.
import sys

word = sys.argv[1]
print(f"word: {word}\nlength: {len(word)}")
