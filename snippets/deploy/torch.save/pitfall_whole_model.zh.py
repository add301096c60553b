import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(3, 2), nn.ReLU()).to(device)
torch.save(model, "model.pt")  # pickle 的是模块对象本身，而不只是张量

loaded = torch.load("model.pt")  # 从 torch 2.6 起默认 weights_only=True
