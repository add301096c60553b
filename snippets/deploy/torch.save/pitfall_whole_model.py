import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(3, 2), nn.ReLU()).to(device)
torch.save(model, "model.pt")  # pickles the module object itself, not just tensors

loaded = torch.load("model.pt")  # weights_only=True by default since torch 2.6
