import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 1), nn.Sigmoid())
x = torch.randn(4, 3)
labels = torch.from_numpy(np.array([[0.0], [1.0], [1.0], [0.0]]))  # numpy 的浮点数是 float64
print(labels.dtype)
loss = nn.BCELoss()(model(x), labels)  # 前向传播仍能运行 ……
loss.backward()  # …… dtype 检查在这里才报错
