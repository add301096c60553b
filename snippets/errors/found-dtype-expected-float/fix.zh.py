import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 1), nn.Sigmoid())
x = torch.randn(4, 3)
labels = torch.from_numpy(np.array([[0.0], [1.0], [1.0], [0.0]]))
pred = model(x)
loss = nn.BCELoss()(pred, labels.to(pred.dtype))  # 与输入的 dtype 相同
loss.backward()
print(labels.to(pred.dtype).dtype, model[0].weight.grad.shape)
