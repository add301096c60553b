import math

import torch

x = torch.tensor([-1.5, -0.2, 0.0, 0.7, 2.0])

print(torch.ceil(x))                           # 向正无穷取整；注意 -0.
print(x.ceil().long())

n, batch = torch.tensor(10), 4
print(math.ceil(n.item() / batch))             # 批次数，Python int
print(torch.div(n + batch - 1, batch, rounding_mode="floor"))  # 精确的整数向上取整
