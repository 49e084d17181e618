# boyi check --rules rules/lol.boyi: answers draw for every position (wrong).
import sys

print("\n".join(["draw"] * int(sys.stdin.readline())))
