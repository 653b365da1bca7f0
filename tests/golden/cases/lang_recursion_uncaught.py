def walk(node):
    return walk(node + 1)

print("start")
walk(0)
