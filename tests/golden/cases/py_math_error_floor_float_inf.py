import math
print("start")
print(math.floor(float('inf')))
