# The `shout` variant: the word in capitals.
import sys

word = sys.argv[1]
print(f"word: {word.upper()}\nlength: {len(word)}")
