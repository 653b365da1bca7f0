import math
print("start")
print(math.factorial(-1))
