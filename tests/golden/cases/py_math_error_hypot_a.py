import math
print("start")
print(math.hypot('a'))
