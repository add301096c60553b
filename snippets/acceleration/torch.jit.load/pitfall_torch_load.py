import torch
import torch.nn as nn

torch.jit.save(torch.jit.script(nn.Linear(3, 2)), "model.pt")
torch.load("model.pt")  # weights_only=True is the default since torch 2.6
