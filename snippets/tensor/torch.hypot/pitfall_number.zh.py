import torch

x = torch.tensor([3.0, 6.0])
print(torch.hypot(x, torch.tensor(4.0)))   # 把数字包成 0 维张量
torch.hypot(x, 4.0)                        # 不接受 Python 数
