# boyi check --rules rules/cet4.boyi --answers Kiki,Cici,Draw: T, then one position a line, its
# heaps' sizes; Kiki when the player to move wins. Variants by the first argument: right (the
# XOR of n mod 3 over the heaps), mod4 (wrong: n mod 4).
import sys

m = 3 if sys.argv[1] == "right" else 4
lines = sys.stdin.read().split("\n")
out = []
for line in lines[1:1 + int(lines[0])]:
    x = 0
    for n in line.split():
        x ^= int(n) % m
    out.append("Kiki" if x else "Cici")
print("\n".join(out))
