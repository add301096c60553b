import torch

steps = torch.tensor([4, 6, 10])
print(torch.lcm(steps, torch.tensor(12)))   # 0 维张量可以广播
torch.lcm(steps, 12)                        # 不接受 Python 整数
