import numpy as np
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device)
features = np.array([[0.1, 0.2, 0.3]])  # NumPy 默认是 float64
x = torch.from_numpy(features).to(device)  # from_numpy 保持 float64
print(x.dtype, model.weight.dtype)
model(x)
