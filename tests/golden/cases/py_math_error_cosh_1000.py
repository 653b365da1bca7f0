import math
print("start")
print(math.cosh(1000))
