import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.randn(3, 3, device=device)
b = torch.randn(3, 3, device=device)

with torch.autocast(device.type, dtype=torch.bfloat16):
    fast = a @ b
    # Switch autocast off for a numerically sensitive piece. Inputs produced
    # inside the outer region may be bfloat16, so cast them back explicitly.
    with torch.autocast(device.type, enabled=False):
        precise = fast.float() @ b

print(fast.dtype, precise.dtype)
