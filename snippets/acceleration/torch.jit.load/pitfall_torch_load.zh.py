import torch
import torch.nn as nn

torch.jit.save(torch.jit.script(nn.Linear(3, 2)), "model.pt")
torch.load("model.pt")  # 从 torch 2.6 起默认 weights_only=True
