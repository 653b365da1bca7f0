import math
print("start")
print(math.fmod(5, 0))
