/* nim: Bouton's theorem, the first player wins exactly when the XOR of the piles is not 0. */
#include <stdio.h>

int main(void) {
    long long n, p, x = 0;
    if (scanf("%lld", &n) != 1) return 1;
    for (long long i = 0; i < n; i++) {
        if (scanf("%lld", &p) != 1) return 1;
        x ^= p;
    }
    puts(x ? "Yes" : "No");
    return 0;
}
