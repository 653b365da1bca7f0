import math
print("start")
print(math.comb(-1, 2))
