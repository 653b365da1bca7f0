import math
print("start")
print(math.sqrt(-1))
