import math
print("start")
print(math.sqr(2))
