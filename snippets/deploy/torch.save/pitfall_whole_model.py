import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn as nn

model = nn.Sequential(nn.Linear(3, 2), nn.ReLU()).to(device)
torch.save(model, "model.pt")  # pickles the module object itself, not just tensors

loaded = torch.load("model.pt")  # weights_only=True by default since torch 2.6
