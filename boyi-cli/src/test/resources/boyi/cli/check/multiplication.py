# multiplication (POJ 2505). Variants by the first argument: right (divide n by 18 rounding up
# until it is at most 18; Stan wins when it is at most 9), floor (wrong: rounding down).
import sys

up = sys.argv[1] == "right"
out = []
for word in sys.stdin.read().split():
    n = int(word)
    while n > 18:
        n = (n + 17) // 18 if up else n // 18
    out.append("Stan wins." if n <= 9 else "Ollie wins.")
print("\n".join(out))
