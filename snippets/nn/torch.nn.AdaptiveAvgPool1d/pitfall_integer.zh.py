import torch

counts = torch.tensor([[[1, 2, 3, 4]]])  # int64
torch.nn.AdaptiveAvgPool1d(2)(counts)  # 报错信息里出现的是它内部调用的二维实现
