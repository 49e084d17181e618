/* lasker-nim (HDU 3032): Lasker's Grundy values, g(4k+3) = 4k+4 and g(4k+4) = 4k+3, XORed. */
#include <stdio.h>

int main(void) {
    long long t, n, h;
    if (scanf("%lld", &t) != 1) return 1;
    while (t-- > 0) {
        long long x = 0;
        if (scanf("%lld", &n) != 1) return 1;
        for (long long i = 0; i < n; i++) {
            if (scanf("%lld", &h) != 1) return 1;
            long long r = h % 4;
            x ^= r == 3 ? h + 1 : r == 0 && h > 0 ? h - 1 : h;
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
