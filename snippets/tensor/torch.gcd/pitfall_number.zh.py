import torch

x = torch.tensor([12, 18])

print(torch.gcd(x, torch.tensor(8)))    # 把数字包装成张量
torch.gcd(x, 8)                         # Python 整数会被拒绝
