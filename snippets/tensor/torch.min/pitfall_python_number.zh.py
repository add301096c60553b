import torch

x = torch.tensor([0.5, 1.5, 3.0])

print(x.clamp(max=1.0))                  # 以一个数为上限
print(torch.min(x, torch.tensor(1.0)))   # 或者与张量比较
torch.min(x, 1.0)                        # `other` 不接受 Python 数字
