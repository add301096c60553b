import torch
from torch import nn

model = nn.Linear(2, 2)
torch.save(model, "model.pt")  # pickles the class, not just tensors
torch.load("model.pt")  # weights_only=True is the default since 2.6
