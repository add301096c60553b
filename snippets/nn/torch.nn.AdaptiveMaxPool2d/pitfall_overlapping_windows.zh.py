import torch
from torch import nn

pool = nn.AdaptiveMaxPool1d(2)
signal = torch.tensor([[[1.0, 2.0, 9.0, 3.0, 4.0]]])
print(pool(signal))  # 长度为 5：窗口 [0:3] 和 [2:5] 重叠，共用了 9
print(pool(signal[..., :4]))  # 长度为 4：窗口 [0:2] 和 [2:4] 不重叠
