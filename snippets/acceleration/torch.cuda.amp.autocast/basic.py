import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(2, 2, device=device)

# Old spelling: emits a FutureWarning on every construction (CPU-only builds too).
with torch.cuda.amp.autocast(dtype=torch.float16):
    old = (x @ x).dtype

# Replacement: the same behaviour, for any device type.
with torch.autocast(device.type, dtype=torch.float16):
    new = (x @ x).dtype

print("torch.cuda.amp.autocast:", old)  # only affects CUDA ops
print("torch.autocast(device.type):", new)
