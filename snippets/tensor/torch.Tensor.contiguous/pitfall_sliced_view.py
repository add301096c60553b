import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.arange(12, device=device).view(3, 4)
cols = x[:, :2]  # slicing columns keeps the row stride of 4
print(cols.shape, cols.stride(), cols.is_contiguous())
print(cols.contiguous().view(-1))  # works
cols.view(-1)
