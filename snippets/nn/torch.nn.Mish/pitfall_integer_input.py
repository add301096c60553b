import torch

labels_as_features = torch.tensor([[0, 3, 1]])  # an int64 tensor, e.g. straight from a dataset
torch.nn.Mish()(labels_as_features)
