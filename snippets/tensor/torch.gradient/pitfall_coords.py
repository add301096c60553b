import torch

t = [0.0, 0.5, 1.5, 3.0]  # uneven sample times
y = torch.tensor([0.0, 1.0, 3.0, 6.0])

# A plain list is read as one spacing per dimension, not as coordinates.
torch.gradient(y, spacing=t)
