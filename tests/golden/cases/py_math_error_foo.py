import math
print("start")
print(math.foo)
