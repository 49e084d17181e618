# boyi check --rules rules/bash.boyi m=M: T, then one n a line; prints win or loss for the player
# to move. Variants by the first argument: right (loss when m + 1 divides n), mod-m (wrong: m).
import sys

variant, m = sys.argv[1], int(sys.argv[2])
words = sys.stdin.read().split()
d = m + 1 if variant == "right" else m
print("\n".join("loss" if int(n) % d == 0 else "win" for n in words[1:1 + int(words[0])]))
