import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Old spelling: FutureWarning; it is a thin subclass of torch.amp.GradScaler.
old = torch.cuda.amp.GradScaler(enabled=False)
print(isinstance(old, torch.amp.GradScaler))

# Replacement: name the device type first.
new = torch.amp.GradScaler(device.type, init_scale=1024.0)
print(new.get_scale())
