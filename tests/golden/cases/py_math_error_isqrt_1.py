import math
print("start")
print(math.isqrt(-1))
