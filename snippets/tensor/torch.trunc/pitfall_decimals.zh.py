import torch

price = torch.tensor([1.2345, -2.5678])
print(torch.round(price, decimals=2))        # round 有 decimals 参数
print(torch.trunc(price * 100) / 100)        # 先放大再截断，保留 2 位小数
torch.trunc(price, decimals=2)               # trunc 没有 decimals 参数
