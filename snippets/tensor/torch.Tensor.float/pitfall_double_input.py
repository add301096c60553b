import numpy as np
import torch

model = torch.nn.Linear(3, 1)
batch = torch.from_numpy(np.ones((2, 3)))
print(batch.dtype)
print(model(batch.float()).shape)
model(batch)
