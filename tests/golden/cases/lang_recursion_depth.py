depth = 0
def dive(n):
    global depth
    depth = n
    dive(n + 1)

try:
    dive(1)
except RecursionError:
    print("deepest frame reached:", depth)

def nested(n):
    if n == 0:
        return []
    return [nested(n - 1)]

print(len(str(nested(50))))
