import math
print("start")
print(math.log(-1))
