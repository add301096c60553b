import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Old: torch.cuda.amp.GradScaler(1024.0) -- first positional argument is init_scale.
# Naive migration keeps it positional, but torch.amp.GradScaler's first
# parameter is `device`, so 1024.0 is silently taken as the device name.
scaler = torch.amp.GradScaler(1024.0)
print("device:", scaler._device)
print("scale actually used:", scaler.get_scale())

fixed = torch.amp.GradScaler(device.type, init_scale=1024.0)
print("fixed:", fixed.get_scale())
