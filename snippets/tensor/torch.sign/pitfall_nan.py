import numpy as np
import torch

loss_delta = torch.tensor([0.3, float("nan"), -0.1])

print(torch.sign(loss_delta))               # the NaN turns into 0: it is hidden
print(np.sign(loss_delta.numpy()))          # NumPy keeps nan
print(torch.where(loss_delta.isnan(), loss_delta, loss_delta.sign()))
