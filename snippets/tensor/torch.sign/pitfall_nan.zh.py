import numpy as np
import torch

loss_delta = torch.tensor([0.3, float("nan"), -0.1])

print(torch.sign(loss_delta))               # NaN 变成 0：被掩盖了
print(np.sign(loss_delta.numpy()))          # NumPy 保留 nan
print(torch.where(loss_delta.isnan(), loss_delta, loss_delta.sign()))
