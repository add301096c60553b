import torch

model = torch.nn.Linear(16, 8)
opt = torch.optim.Muon(model.parameters())  # includes the 1-d bias
