# nim: Bouton's theorem, the first player wins exactly when the XOR of the piles is not 0.
import sys

data = sys.stdin.buffer.read().split()
x = 0
for p in data[1:1 + int(data[0])]:
    x ^= int(p)
print("Yes" if x else "No")
