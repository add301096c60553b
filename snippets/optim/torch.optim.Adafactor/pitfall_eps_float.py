import torch

model = torch.nn.Linear(4, 2)
opt = torch.optim.Adafactor(model.parameters(), lr=1e-2, eps=1e-8)  # an Adam habit
