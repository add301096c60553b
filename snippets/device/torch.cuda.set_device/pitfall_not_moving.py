import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 2)  # created on the CPU
index = device.index if device.index is not None else 0
torch.cuda.set_device(index)  # changes the default for NEW CUDA allocations only
print(next(model.parameters()).device)  # still cpu

model.to(device)  # moving is explicit
print(next(model.parameters()).device.type)
