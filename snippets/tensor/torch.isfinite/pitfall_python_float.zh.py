import math

import torch

loss = torch.tensor(float("inf"))
value = loss.item()                 # Python float，比如用于写日志

print(math.isfinite(value))         # Python 数字用 math 来判断
print(torch.isfinite(loss))         # 或者直接检查张量本身
torch.isfinite(value)               # torch.isfinite 只接受张量
