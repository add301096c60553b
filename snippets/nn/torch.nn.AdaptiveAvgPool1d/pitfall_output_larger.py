import torch

x = torch.tensor([[[1.0, 2.0, 3.0]]])
print(torch.nn.AdaptiveAvgPool1d(6)(x))  # no error: each value is simply repeated
