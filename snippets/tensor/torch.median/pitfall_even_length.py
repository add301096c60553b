import numpy as np
import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])

print(torch.median(x))               # 2.0: the lower of the two middle values
print(np.median(x.numpy()))          # 2.5: NumPy averages them
print(torch.quantile(x, 0.5))        # 2.5 in torch
