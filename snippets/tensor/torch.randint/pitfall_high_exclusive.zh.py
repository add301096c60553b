import torch

torch.manual_seed(0)
coin = torch.randint(0, 1, (8,))     # high 不包含在内：只可能是 0
print(coin)
print(torch.randint(0, 2, (8,)))     # 0 或 1
