import numpy as np
import torch

x = torch.tensor([0.1, 0.4, 0.45, 0.9])
edges = torch.from_numpy(np.linspace(0, 1, 5))
print(torch.histogram(x, bins=edges.float()).hist)
torch.histogram(x, bins=edges)
