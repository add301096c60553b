import torch

ratio = torch.tensor([0.8, 1.3, 1.0])

print(ratio.clamp(max=1.2))                       # 以一个数为上限
print(torch.minimum(ratio, torch.tensor(1.2)))    # 或者用 0 维张量
torch.minimum(ratio, 1.2)                         # 不接受 Python 数字
