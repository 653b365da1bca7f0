import math
print("start")
print(math.isclose(1))
