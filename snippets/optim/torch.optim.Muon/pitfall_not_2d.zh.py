import torch

model = torch.nn.Linear(16, 8)
opt = torch.optim.Muon(model.parameters())  # 其中包括一维的偏置
