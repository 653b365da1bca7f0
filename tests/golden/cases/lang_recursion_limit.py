def depth(n):
    return depth(n + 1)

try:
    depth(0)
except RecursionError as e:
    print(type(e).__name__, e)

def countdown(n):
    if n == 0:
        return 0
    return 1 + countdown(n - 1)

print(countdown(900))
try:
    countdown(2000)
except RecursionError as e:
    print("too deep:", e)
print("still running")
