import math
print("start")
print(math.ldexp(1.0, 1.5))
