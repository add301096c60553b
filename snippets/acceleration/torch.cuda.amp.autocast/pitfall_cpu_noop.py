import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(2, 2, device=device)

with torch.cuda.amp.autocast():
    print("cuda autocast on", device.type, "tensors:", (x @ x).dtype)

with torch.autocast(device.type):
    print("torch.autocast(device.type):", (x @ x).dtype)
