import torch

# Deprecated: the old CPU-only spelling
scaler = torch.cpu.amp.GradScaler(init_scale=1024.0)
print(isinstance(scaler, torch.amp.GradScaler), scaler.is_enabled(), scaler.get_scale())

# The replacement
scaler = torch.amp.GradScaler("cpu", init_scale=1024.0)
print(scaler.is_enabled(), scaler.get_scale())
