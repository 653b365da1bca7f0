import math
print("start")
print(math.atan2(1))
