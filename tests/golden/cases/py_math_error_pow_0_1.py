import math
print("start")
print(math.pow(0, -1))
