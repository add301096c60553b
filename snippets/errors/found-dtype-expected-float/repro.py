import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 1), nn.Sigmoid())
x = torch.randn(4, 3)
labels = torch.from_numpy(np.array([[0.0], [1.0], [1.0], [0.0]]))  # numpy floats are float64
print(labels.dtype)
loss = nn.BCELoss()(model(x), labels)  # the forward pass still works ...
loss.backward()  # ... the dtype check fires here
