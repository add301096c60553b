import torch

labels = ["cat", "dog", "cat"]
targets = torch.tensor(labels)
