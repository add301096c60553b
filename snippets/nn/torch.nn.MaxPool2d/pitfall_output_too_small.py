import torch

features = torch.randn(1, 64, 3, 3)  # the map already shrank to 3x3
torch.nn.MaxPool2d(kernel_size=4)(features)
