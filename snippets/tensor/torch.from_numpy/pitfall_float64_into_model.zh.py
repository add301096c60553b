import numpy as np
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)          # float32 权重
features = np.random.default_rng(0).normal(size=(4, 3))   # float64 数组
x = torch.from_numpy(features).to(device)
print(x.dtype)
model(x)
