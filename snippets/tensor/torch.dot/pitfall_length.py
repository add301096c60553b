import torch

weights = torch.tensor([0.2, 0.3, 0.5])
features = torch.tensor([1.0, 2.0, 3.0, 4.0])  # one feature more than weights

score = torch.dot(weights, features)
