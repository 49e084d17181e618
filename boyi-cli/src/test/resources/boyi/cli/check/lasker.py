# lasker-nim (HDU 3032). Variants by the first argument: right (Lasker's Grundy values: 4k+3 and
# 4k+4 change places), plain-xor (wrong: the XOR of the plain heap sizes, as in Nim).
import sys


def grundy(h):
    r = h % 4
    return h + 1 if r == 3 else h - 1 if r == 0 and h > 0 else h


def main():
    right = sys.argv[1] == "right"
    data = sys.stdin.read().split()
    t = int(data[0])
    at = 1
    out = []
    for _ in range(t):
        n = int(data[at])
        heaps = data[at + 1:at + 1 + n]
        at += 1 + n
        x = 0
        for h in heaps:
            x ^= grundy(int(h)) if right else int(h)
        out.append("Alice" if x else "Bob")
    print("\n".join(out))


main()
