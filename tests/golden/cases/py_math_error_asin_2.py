import math
print("start")
print(math.asin(2))
