import torch
from torch import nn

pool = nn.AdaptiveMaxPool1d(2)
signal = torch.tensor([[[1.0, 2.0, 9.0, 3.0, 4.0]]])
print(pool(signal))  # length 5: windows [0:3] and [2:5] overlap and share the 9
print(pool(signal[..., :4]))  # length 4: windows [0:2] and [2:4] do not overlap
