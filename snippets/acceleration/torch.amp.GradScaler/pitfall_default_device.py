import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# The default device is "cuda". On a machine without CUDA the scaler warns
# "torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling."
# and then silently does nothing.
scaler = torch.amp.GradScaler()
loss = torch.tensor(2.0, device=device)
print("enabled:", scaler.is_enabled())
print("scaled loss:", scaler.scale(loss).item())

explicit = torch.amp.GradScaler(device.type)
print("explicit enabled:", explicit.is_enabled(), explicit.scale(loss).item())
