import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.randn(4, 4, device=device)
x = torch.randn(2, 4, device=device)

with torch.autocast(device.type, dtype=torch.bfloat16):
    h = x @ w  # bfloat16 result

print(h.dtype)
# Outside the region nothing is cast any more: bfloat16 @ float32 fails.
out = h @ w
