import math
print("start")
print(math.factorial(2.0))
