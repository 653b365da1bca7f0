import math
print("start")
print(math.exp(1000))
