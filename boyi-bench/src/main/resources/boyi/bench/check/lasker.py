# lasker-nim (HDU 3032): Lasker's Grundy values, g(4k+3) = 4k+4 and g(4k+4) = 4k+3, XORed.
import sys


def grundy(h):
    r = h % 4
    return h + 1 if r == 3 else h - 1 if r == 0 and h > 0 else h


data = sys.stdin.buffer.read().split()
at = 1
out = []
for _ in range(int(data[0])):
    n = int(data[at])
    x = 0
    for h in data[at + 1:at + 1 + n]:
        x ^= grundy(int(h))
    at += 1 + n
    out.append("Alice" if x else "Bob")
print("\n".join(out))
