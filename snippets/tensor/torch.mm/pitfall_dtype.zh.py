import numpy as np
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

features = torch.from_numpy(np.array([[1.0, 2.0], [3.0, 4.0]])).to(device)  # NumPy 给出的是 float64
weight = torch.ones(2, 2, device=device)                                    # float32
print(features.dtype, weight.dtype)

print(torch.mm(features.float(), weight))  # 先转换其中一边的类型
torch.mm(features, weight)
