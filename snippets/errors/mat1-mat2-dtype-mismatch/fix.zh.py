import numpy as np
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device)
features = np.array([[0.1, 0.2, 0.3]])

x = torch.from_numpy(features).to(device, torch.float32)  # 与权重保持一致
print(x.dtype, model(x).dtype)

# 或者显式取模块的 dtype，不管它是什么：
x = torch.as_tensor(features, dtype=model.weight.dtype, device=device)
print(model(x).shape)

# 普通矩阵乘法也是同样的规则：在 torch.mm / @ 之前先转换其中一边。
a = torch.ones(2, 3, device=device)
b = torch.ones(3, 2, dtype=torch.float64, device=device)
print(torch.mm(a, b.to(a.dtype)).dtype)
