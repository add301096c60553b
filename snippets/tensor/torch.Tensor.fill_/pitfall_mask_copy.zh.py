import torch

y = torch.arange(6.0)
y[y > 3].fill_(-1.0)        # 布尔索引返回的是副本：y 不受影响
print(y)
y[y > 3] = -1.0             # 索引赋值会写入 y
print(y)
