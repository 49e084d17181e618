# cet4 (HDU 1847). Variants by the first argument: right (Cici wins exactly when 3 divides n),
# mod4 (wrong: 4 instead of 3).
import sys

m = 3 if sys.argv[1] == "right" else 4
print("\n".join("Kiki" if int(n) % m else "Cici" for n in sys.stdin.read().split()))
