import torch

model = torch.nn.Linear(4, 1)
# meant: grow the step by 1.2 when the sign holds, shrink it by 0.5 when it flips
opt = torch.optim.Rprop(model.parameters(), etas=(1.2, 0.5))
