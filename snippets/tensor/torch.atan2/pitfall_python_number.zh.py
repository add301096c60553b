import torch

y = torch.tensor([1.0, -1.0])
print(torch.atan2(y, torch.tensor(1.0)))    # 把数字包成张量
torch.atan2(y, 1.0)                          # other 不接受 Python 浮点数
