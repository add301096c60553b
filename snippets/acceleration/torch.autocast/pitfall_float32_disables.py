import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(2, 2, device=device)

# float32 is not a valid autocast dtype: autocast warns and turns itself off.
with torch.autocast(device.type, dtype=torch.float32):
    print((x @ x).dtype)
